# Tournaments (cogs/tournaments.py): /game tournament new|standings, the announcement and its buttons.

tour-cmd-tournament = tournament
tour-cmd-tournament-about = Tournaments: Swiss or round robin, run by the bot
tour-cmd-new = new
tour-cmd-new-about = Open a tournament in this channel (host role or Manage Server)
tour-cmd-standings = standings
tour-cmd-standings-about = A tournament's standings (the newest here by default)
tour-option-format = format
tour-option-rounds = rounds
tour-option-seats = seats
tour-option-tournament = tournament
tour-new-game-about = Which game
tour-new-format-about = swiss: paired by score each round; round-robin: everyone meets everyone
tour-new-rounds-about = Swiss: how many rounds (a round robin lasts until everyone has met)
tour-new-pace-about = Each player's time at the tournament's tables (a bank that runs out forfeits)
tour-new-seats-about = Players per table (2 to 5, as the game allows)
tour-standings-tournament-about = The tournament's number
tour-format-swiss = Swiss
tour-format-round-robin = round robin
tour-join = Join
tour-leave = Leave
tour-start = Start
tour-title = 🏆 **Tournament #{ $id }: { $game }**, { $format }, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } (Swiss), pace { $pace }, { $seats } players a table
tour-organiser = Organiser: { $organiser }
tour-rules = Points: first at a table 1, last 0 (places between scored evenly; ties share). A player who forfeits a table is last there. A bye (players that do not divide into tables: the lowest placed without one) counts as a win. Ties: Buchholz (opponents' points), then head-to-head.
tour-signup = Sign-up is open: press **Join**. The organiser starts it with **Start** ({ $min } to { $max } players).
tour-players = Players ({ $count }): { $players }
tour-round-in-play = Round { $round } is being played.
tour-standings-title = **Standings after the games of round { $round } finished so far**
tour-standings-line = { $place }. { $player }: { $points } { $points ->
        [one] point
       *[other] points
    } (Buchholz { $buchholz }, { $games } { $games ->
        [one] game
       *[other] games
    }{ $byes ->
        [0] {""}
       *[other] , { $byes } { $byes ->
            [one] bye
           *[other] byes
        }
    }){ $left ->
        [yes] , left
       *[no] {""}
    }
tour-winner = 🥇 { $count ->
        [one] Winner: { $winners }
       *[other] Winners: { $winners }
    }
tour-bad-options = That tournament cannot be played: choose a game, swiss or round-robin, and a timed pace (a bank that runs out is how every round ends). Nothing was opened.
tour-bad-seats = This game takes { $low } to { $high } players a table. Nothing was opened.
tour-none = No tournament here yet. `/game tournament new` opens one.
tour-join-already = You are in this tournament already.
tour-join-started = This tournament has started (or ended): it takes no more players. Nothing changed.
tour-join-full = This tournament is full. Nothing changed.
tour-join-gone = This tournament is over. Nothing changed.
tour-leave-not-in = You are not in this tournament. Nothing changed.
tour-left-running = You left the tournament: your tables in play go on with an AI, and you are paired no more.
tour-start-organiser-only = Only the organiser (or an admin) can start the tournament.
tour-too-few = { $count } { $count ->
        [one] player has
       *[other] players have
    } joined; a tournament needs at least { $min }. Nothing changed.
tour-dm-round = 🏆 Tournament #{ $id }, round { $round }: your table is #{ $table }, with { $others }. { $link }
tour-dm-bye = 🏆 Tournament #{ $id }, round { $round }: you have a bye this round (it counts as a win).
tour-round-begins = 🏆 Tournament #{ $id }: round { $round } begins ({ $tables } { $tables ->
        [one] table
       *[other] tables
    }).
