## Podpowiedzi (zgłoszenie 36): ruch, który wybrałoby AI, i dlaczego – z tego, co widzi gracz.

hint-move-detail = { $move } ({ $detail })
hint-move-number = ruch { $number }
hint-why-only = { $move } to twój jedyny możliwy ruch.
hint-why = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % (próbowany { $tried } razy); następny najlepszy, { $alt }, tylko w { $alt_chance } %.
hint-why-close = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % (próbowany { $tried } razy), a { $alt } w { $alt_chance } % – za mała różnica, by podważyć ocenę AI tej pozycji, która woli { $move }.
hint-why-searched = { $move } wypadł najlepiej z twoich { $moves } ruchów w { $games } partiach rozegranych z tego, co widzisz.
hint-explained = { $move }: { $why }
hint-odds = W { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % przypadków; { $alt } w { $alt_chance } %.
hint-odds-close = W { $games } partiach rozegranych z tego, co widzisz, ten ruch i { $alt } wypadły równo ({ $chance } %).
hint-odds-fewer = W { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % z { $tried } prób; { $alt } w { $alt_chance } %, ale tylko z { $alt_tried }.
hint-odds-searched = Ten ruch wypadł najlepiej w { $games } partiach rozegranych z tego, co widzisz.

## Przycisk podpowiedzi i ustawienie podpowiedzi stołu
hint-button = Podpowiedź
hint-title = 💡 Podpowiedź
hint-footer = Tylko z tego, co widzisz. Nikt inny nie widzi tej podpowiedzi.
hint-play = Zagraj: { $move }
hint-off = Przy tym stole podpowiedzi są wyłączone.
hint-not-your-move = Teraz nie czeka żadna twoja decyzja, więc nie ma czego podpowiadać.
hint-stale = Ta ręka jest nieaktualna: poproś o podpowiedź na najnowszej ręce.
hint-unrated-name = 💡 Podpowiedzi włączone
hint-unrated-body = Gracze mogą prosić o podpowiedzi, więc ten stół nie jest liczony do rankingu.
hint-history-unrated = 💡 Podpowiedzi · bez rankingu
cmd-option-hints = podpowiedzi
cmd-new-hints-about = wł.: podpowiedzi dozwolone, stół bez rankingu; wył.: bez podpowiedzi (domyślnie)
