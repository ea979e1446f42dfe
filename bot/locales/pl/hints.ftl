## Podpowiedzi (zgłoszenie 36): ruch, który wybrałoby AI, i dlaczego – z tego, co widzi gracz.

hint-move-detail = { $move } ({ $detail })
hint-move-number = ruch { $number }
hint-why-only = { $move } to twój jedyny możliwy ruch.
hint-why = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch wygrywał w { $chance } % (próbowany { $tried } razy); następny najlepszy, { $alt }, tylko w { $alt_chance } %.
hint-why-close = { $move }: w { $games } partiach rozegranych z tego, co widzisz, ten ruch i { $alt } wypadły podobnie ({ $chance } % i { $alt_chance } %); { $move } próbowano { $tried } razy i to pewniejszy wybór.
hint-why-searched = { $move } wypadł najlepiej z twoich { $moves } ruchów w { $games } partiach rozegranych z tego, co widzisz.
