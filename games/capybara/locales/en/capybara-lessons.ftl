## /game learn (issue 36): each kind of decision explained the first time it comes up.

capybara-lesson-turn = Your turn: play one card onto a face-up pile whose top is exactly one lower (a 1 follows a 5), or draw a card. Every card played triggers its animal. The first to get rid of their last card ends the round, and everyone else pays cookies for the highest card of each animal they still hold.
capybara-lesson-play-or-pass = You drew a card. Now play a card that fits a pile, or pass. Nobody learns whether a card of yours fitted.
capybara-lesson-extra-play = You played an 🦔 armadillo: its rule is that you play another card at once.
capybara-lesson-pass-card = You played a 🐗 tapir: pass one card face down to the player on your left. A high card you cannot play soon is a good one to give away, since held cards cost cookies at the round's end.
capybara-lesson-discard = You played a 🐢 olive turtle: you drew one, and now discard any card face up. A card out of your hand cannot cost you cookies at the end of the round.
capybara-lesson-target = You played a 🐜 anteater: choose another player who returns 1 cookie (never their last one).
capybara-lesson-teapot-tapir = You hold the 🫖 teapot and a tapir card is coming to you face down. Refuse it with the teapot (the card moves on to your left and the teapot goes back to the middle), or accept the card.
capybara-lesson-teapot-anteater = An anteater wants 1 cookie from you, and you hold the 🫖 teapot. Refuse with the teapot (it goes back to the middle), or pay and keep the teapot for later.
