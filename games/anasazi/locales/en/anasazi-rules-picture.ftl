# /game rules: the names of the numbered parts of the setup picture (games/anasazi/rules_picture.py)
anasazi-rules-pic-lattice = lattice points: rows A–M, columns 1–25
anasazi-rules-pic-post = post: an expedition starts here
anasazi-rules-pic-mesa = mesa with pueblos
anasazi-rules-pic-great-mesa = the Great Mesa
anasazi-rules-pic-cube = treasure cube in a pueblo
anasazi-rules-pic-tower = tower, its colour hidden underneath
anasazi-rules-pic-valley = valley: camps go on its points
anasazi-rules-pic-track = a colour's tower track
anasazi-rules-pic-markers = markers left
anasazi-rules-pic-bonus = bonus cubes
