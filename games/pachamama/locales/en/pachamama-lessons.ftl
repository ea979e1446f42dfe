## /game learn (issue 36): each kind of decision explained the first time it comes up.

pachamama-lesson-main = Your turn: do one thing. Explore (step an explorer onto an undiscovered square, reveal its land and take a cube), move, or divine the field under one of your explorers.
pachamama-lesson-destination = Choose where your explorer goes. An undiscovered square is explored when you arrive: its land type is revealed and you take a cube of that type.
pachamama-lesson-value = Divine: name the field under your explorer. A region of n squares holds the fields 1..n once each, and equal fields never touch. Right: you score it; wrong: the true field is placed, you lose its value and your turn ends.
pachamama-lesson-more = Your divination was right, and you scored it. You may divine with another explorer, or stop.
pachamama-lesson-after = Four different cubes buy one offering per turn: an extra action, or a private look at any square. Make an offering now, or end your turn.
pachamama-lesson-trade = You may trade 2 cubes for 1 of another type, as often as you like, to collect four different ones for an offering; or keep your cubes.
pachamama-lesson-final = The last square is discovered: everyone makes one final divination. Pick an explorer whose field you can work out, or pass; every cube left scores at the end.
pachamama-lesson-peek = Your offering buys a private look: choose a square and you alone see its land type and field.
