## Podpowiedzi (zgłoszenie 36): ruch, który wybrałoby AI, i dlaczego – z tego, co widzi gracz.

hint-move-detail = { $move } ({ $detail })
hint-move-number = ruch { $number }
hint-why-only = { $move } to twój jedyny możliwy ruch.
hint-why = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % (próbowany { $tried } razy); następny najlepszy, { $alt }, tylko w { $alt_chance } %.
hint-why-close = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % (próbowany { $tried } razy), a { $alt } w { $alt_chance } % – za mała różnica, by podważyć ocenę AI tej pozycji, która woli { $move }.
hint-why-searched = { $move } wypadł najlepiej z twoich { $moves } ruchów w { $games } partiach rozegranych z tego, co widzisz.
