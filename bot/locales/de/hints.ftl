## Tipps (Issue 36): der Zug, den die KI wählen würde, und warum – aus dem, was der Spieler sieht.

hint-move-detail = { $move } ({ $detail })
hint-move-number = Zug { $number }
hint-why-only = { $move } ist dein einziger möglicher Zug.
hint-why = { $move }: In { $games } Partien, durchgespielt aus dem, was du siehst, lag dieser Zug in { $chance } % vorn ({ $tried }-mal versucht); der nächstbeste, { $alt }, nur in { $alt_chance } %.
hint-why-close = { $move }: In { $games } Partien, durchgespielt aus dem, was du siehst, lag dieser Zug in { $chance } % vorn ({ $tried }-mal versucht) und { $alt } in { $alt_chance } % – zu knapp, um der Einschätzung der KI für diese Lage zu widersprechen, die { $move } vorzieht.
hint-why-searched = { $move } schnitt von deinen { $moves } Zügen in { $games } Partien, durchgespielt aus dem, was du siehst, am besten ab.
