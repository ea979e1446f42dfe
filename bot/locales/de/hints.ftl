## Tipps (Issue 36): der Zug, den die KI wählen würde, und warum – aus dem, was der Spieler sieht.

hint-move-detail = { $move } ({ $detail })
hint-move-number = Zug { $number }
hint-why-only = { $move } ist dein einziger möglicher Zug.
hint-why = { $move }: In { $games } Partien, durchgespielt aus dem, was du siehst, lag dieser Zug in { $chance } % vorn ({ $tried }-mal versucht); der nächstbeste, { $alt }, nur in { $alt_chance } %.
hint-why-close = { $move }: In { $games } Partien, durchgespielt aus dem, was du siehst, lag dieser Zug in { $chance } % vorn ({ $tried }-mal versucht) und { $alt } in { $alt_chance } % – zu knapp, um der Einschätzung der KI für diese Lage zu widersprechen, die { $move } vorzieht.
hint-why-searched = { $move } schnitt von deinen { $moves } Zügen in { $games } Partien, durchgespielt aus dem, was du siehst, am besten ab.
hint-explained = { $move }: { $why }
hint-odds = In { $games } Partien, durchgespielt aus dem, was du siehst, lag der Zug in { $chance } % vorn; { $alt } in { $alt_chance } %.
hint-odds-close = In { $games } Partien, durchgespielt aus dem, was du siehst, lagen dieser Zug und { $alt } gleichauf ({ $chance } %).
hint-odds-fewer = In { $games } Partien, durchgespielt aus dem, was du siehst, lag der Zug in { $tried } Versuchen in { $chance } % vorn; { $alt } in { $alt_chance } %, aber in nur { $alt_tried }.
hint-odds-searched = In { $games } Partien, durchgespielt aus dem, was du siehst, schnitt der Zug am besten ab.

## Der Tipp-Knopf und die Tipp-Einstellung eines Tischs
hint-button = Tipp
hint-title = 💡 Tipp
hint-footer = Nur aus dem, was du siehst. Niemand sonst sieht diesen Tipp.
hint-play = Spielen: { $move }
hint-off = An diesem Tisch sind Tipps aus.
hint-not-your-move = Gerade wartet keine Entscheidung auf dich, also gibt es nichts zu raten.
hint-stale = Diese Hand ist veraltet: frag auf deiner neuesten Hand nach einem Tipp.
hint-unrated-name = 💡 Tipps an
hint-unrated-body = Spieler dürfen nach Tipps fragen, daher wird dieser Tisch nicht gewertet.
hint-history-unrated = 💡 Tipps an · ohne Wertung
cmd-option-hints = tipps
cmd-new-hints-about = an: Spieler dürfen nach Tipps fragen, der Tisch wird nicht gewertet; aus: keine Tipps (Standard)
