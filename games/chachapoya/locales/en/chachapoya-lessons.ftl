## /game learn (issue 36): each kind of decision explained the first time it comes up.

chachapoya-lesson-offer = You start this round: of the three treasures you turned up, bury one under the deck, offer one face up and one face down. Everyone then bids for the two.
chachapoya-lesson-bid = Bid in secret, all at once: 1–5 adventurers of one value (a Tracker counts as one more card), two Trackers alone, or one Leader. The highest unique total wins, equal totals knock each other out; you may change your bid until the last one is in.
chachapoya-lesson-spend-token = Once per game your Hidden Treasure token fills your hand up to 8 adventurer cards. Spent now it is gone; kept, it counts at the end as one more card of a treasure type you choose.
chachapoya-lesson-pick = You won a treasure: take the face-up one or a face-down card. Each treasure type scores by its scale, but one card too many is an X and knocks you out.
chachapoya-lesson-tracker-draw = Your two Trackers cancelled the round. You may draw 3 adventurer cards: more cards make stronger bids later.
chachapoya-lesson-place-token = Scoring: put your unspent Hidden Treasure token on a treasure type you hold (not the Curse). It counts as one more card there, so pick a type where one more card scores more and does not make an X.
