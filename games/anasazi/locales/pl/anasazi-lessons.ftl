## /game learn (issue 36): each kind of decision explained the first time it comes up.

anasazi-lesson-camp-row = Rozstawienie i obozy: wybierz rząd na swój obóz. Wyprawa może zakończyć się na twoim obozie i go przykryć; wtedy raz bierzesz kostkę od innego gracza.
anasazi-lesson-camp-node = Wybierz wolny punkt doliny w tym rzędzie na swój obóz.
anasazi-lesson-setup-look = Każdy ma tajny kolor celu: jego kostki liczą się podwójnie. Teraz obejrzyj w tajemnicy wieże na planszy; ich kolory decydują, ile są warte kostki każdego koloru.
anasazi-lesson-action = Twoja tura ma dwie akcje: zbuduj obóz (potem obejrzyj wieżę) albo połóż znacznik, który wydłuża wyprawę o jedną krawędź. Każde pueblo przy krawędzi zostaje opróżnione: kostki idą do ciebie, wieże na tor swojego koloru.
anasazi-lesson-direction = Wybierz krawędź, którą wyprawa idzie od swojego końca. Kostka jest warta tyle, ile wolnych miejsc jest na torze jej koloru, więc odkryte wieże obniżają wartość koloru.
anasazi-lesson-look = Twój obóz stoi: obejrzyj w tajemnicy dowolną wieżę na planszy albo pomiń.
anasazi-lesson-look-mesa = Twój znacznik jest pierwszy na tej mesie: obejrzyj wieżę, która jeszcze na niej stoi, albo pomiń.
anasazi-lesson-steal = Twoja wyprawa skończyła się na twoim obozie i go przykryła: weź kostkę od innego gracza albo nic.
