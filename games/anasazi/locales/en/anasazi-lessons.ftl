## /game learn (issue 36): each kind of decision explained the first time it comes up.

anasazi-lesson-camp-row = Setup and camps: choose the row for your camp. Expeditions may end on your own camp to cover it, which lets you take a cube from another player once.
anasazi-lesson-camp-node = Choose the free valley point of that row for your camp.
anasazi-lesson-setup-look = Everyone holds a secret objective colour: its cubes score double. Now look in secret at towers on the board; their colours decide what each colour's cubes are worth.
anasazi-lesson-action = Your turn has two actions: build a camp (then look at a tower), or lay a marker that extends an expedition by one edge. Every pueblo the edge borders is emptied: its cubes go to you and its towers go on their colour's track.
anasazi-lesson-direction = Choose the edge the expedition takes from its end. A cube is worth the empty spaces on its colour's track, so towers revealed lower the value of that colour.
anasazi-lesson-look = Your camp stands: look in secret at any tower on the board, or skip.
anasazi-lesson-look-mesa = Your marker is the first onto this mesa: look at a tower still on it, or skip.
anasazi-lesson-steal = Your expedition ended on your own camp and covered it: take one cube from another player, or nothing.
