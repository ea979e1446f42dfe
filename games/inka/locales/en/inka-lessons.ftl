## /game learn (issue 36): each kind of decision explained the first time it comes up.

inka-lesson-move = The dice are rolled: move exactly one die, the other, or their sum, orthogonally, never entering a field twice. Each direction you use costs one compass card of it; find the gold in one of the temples and carry it to the camp.
inka-lesson-browse = These are the moves in one part of the map, each with its cost. Pick one, or go back.
inka-lesson-take = Take compass cards from the depot, direction by direction. Moves cost cards of the directions they use, so take the ones you are short of.
inka-lesson-give = Return compass cards to the depot, direction by direction.
inka-lesson-stuck = This roll gives you no legal move. Use a Native guide to roll again, or skip the turn and take 2 cards of your choice.
inka-lesson-banish = You banish another explorer: choose the island they are sent to. They leave islands for free, so a far one slows them most.
inka-lesson-bonus = You took the treasure 💍 and carry it now: the carrier uses one die only. Roll again, or end your turn.
