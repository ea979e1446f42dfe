# A player's data (cogs/privacy.py): /game privacy, /game mydata, /game forget-me, /game forget-server.
# { $page }: where the privacy policy is published (a link or docs/privacy.md).

privacy-what =
    🔒 **What this bot keeps about you**
    • Your Discord user id, and the name you had at each table you sat at.
    • Every game you played: your seat, your moves, the result, and your rating (worked out from the results).
    • Your settings: language, your-move DMs on or off, time zone, quiet hours, vacation days and away time.
    • Messages still to be posted or sent about your games (removed once they are delivered).
    ⏳ **For how long:** finished games stay for the server's history, replays and ratings until you ask to be forgotten. When the bot is removed from a server, that server's tables are deleted 30 days later.
    🗝️ **Your choices:** `/game mydata` sends you all of it as a file. `/game forget-me` removes you: your settings, ratings and stats go, and in finished games you become "Former player", so the games still replay for the others.
    Nothing is shared with anyone outside Discord. The full policy: { $page }
privacy-mydata = 📦 Your data: { $games } { $games ->
        [one] game
       *[other] games
    }, your ratings and settings, in the attached file. Only you can see this.
privacy-mydata-none = 📦 The bot keeps nothing about you: no games, no ratings, no settings. Nothing was sent.
privacy-forget-ask = ⚠️ Forget you? Your settings, ratings and stats are deleted, and in finished games your name and id become "Former player" (the games stay for the other players). This cannot be undone.
privacy-forget-ask-leave = You will first leave the games you are in ({ $tables }): an AI plays on in your seat; lobbies you host are cancelled.
privacy-forget-yes = Forget me
privacy-cancel = Cancel
privacy-forget-cancelled = Nothing was changed: the bot still knows you as before.
privacy-forget-done = ✅ Done: the bot has forgotten you. If you play again, you start afresh.
privacy-not-yours = This button is for the player who asked. Nothing was changed.
privacy-server-only = This works in a server only. Nothing was changed.
privacy-server-admin = Only a member with Manage Server can delete this server's tables. Nothing was changed.
privacy-server-ask = ⚠️ Delete all { $tables } { $tables ->
        [one] table
       *[other] tables
    } of **{ $server }** now, running games and history included? Ratings here start again from nothing. This cannot be undone.
privacy-server-yes = Delete everything
privacy-server-cancelled = Nothing was deleted.
privacy-server-done = 🗑️ Deleted { $tables } { $tables ->
        [one] table
       *[other] tables
    } and their history.
