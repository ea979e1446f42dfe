## /game learn (issue 36): each kind of decision explained the first time it comes up.

anasazi-lesson-camp-row = Aufbau und Lager: Wähle die Reihe für dein Lager. Expeditionen können auf deinem eigenen Lager enden und es abdecken; dann nimmst du einmal einen Würfel von einem Mitspieler.
anasazi-lesson-camp-node = Wähle den freien Talpunkt dieser Reihe für dein Lager.
anasazi-lesson-setup-look = Jeder hat eine geheime Zielfarbe: Ihre Würfel zählen doppelt. Schau dir jetzt geheim Türme auf dem Plan an; ihre Farben bestimmen, was die Würfel jeder Farbe wert sind.
anasazi-lesson-action = Dein Zug hat zwei Aktionen: Baue ein Lager (dann schau einen Turm an) oder lege einen Marker, der eine Expedition um eine Kante verlängert. Jeder Pueblo an der Kante wird geleert: Seine Würfel gehen an dich, seine Türme auf die Leiste ihrer Farbe.
anasazi-lesson-direction = Wähle die Kante, die die Expedition von ihrem Ende aus nimmt. Ein Würfel ist so viel wert, wie Felder auf der Leiste seiner Farbe frei sind; aufgedeckte Türme senken also den Wert ihrer Farbe.
anasazi-lesson-look = Dein Lager steht: Schau dir geheim einen Turm auf dem Plan an oder verzichte.
anasazi-lesson-look-mesa = Dein Marker ist der erste auf dieser Mesa: Schau dir einen Turm an, der noch auf ihr steht, oder verzichte.
anasazi-lesson-steal = Deine Expedition endete auf deinem eigenen Lager und hat es abgedeckt: Nimm einen Würfel von einem Mitspieler oder nichts.
