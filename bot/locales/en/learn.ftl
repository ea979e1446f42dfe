## /game learn (issue 36)

learn-new-decision = 📘 New: how this decision works
learn-summary-title = 📘 How your game went
learn-summary = You finished { $place ->
        [1] first
        [2] second
        [3] third
       *[other] { $place }th
    } of { $players } with { $score }; the best score was { $best }. You met { $kinds } kinds of decision. How the scores came about:
learn-started = Your lesson is ready in your DMs: { $link }. A hint is on every hand; each new kind of decision is explained when it first comes up.
learn-dms-closed = I cannot DM you, so there is nowhere to hold your lesson. Allow DMs from this server's members and try again.
learn-table-title = Lesson: { $game }
learn-table-body = Setting up your lesson…
learn-note-name = 📘 Lesson
learn-note-body = A private practice game against an easy AI: hints on, never rated, in no server's history.
cmd-learn = learn
cmd-learn-about = A short private game against an easy AI that explains each decision
cmd-learn-game-about = Which game to learn
