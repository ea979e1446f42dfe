anasazi-hint-context = Masz { $cubes } { $cubes ->
        [one] kostkę
        [few] kostki
       *[other] kostek
    } i { $camps ->
        [one] { $camps } obóz
        [few] { $camps } obozy
       *[other] { $camps } obozów
    } w zapasie, { $rival } ma { $rival_cubes } { $rival_cubes ->
        [one] kostkę
        [few] kostki
       *[other] kostek
    }; w tej turze { $actions ->
        [one] zostaje { $actions } akcja
        [few] zostają { $actions } akcje
       *[other] zostaje { $actions } akcji
    }.

## Dlaczego podpowiadany ruch jest dobry (games/anasazi/hints.py explain)

anasazi-why-cube = { $cube } wartą dla ciebie { $points } pkt{ $goal ->
        [yes] {" "}(twój kolor celu)
       *[no] {""}
    }
anasazi-why-tower-unknown = wieżę { $tower }, której koloru nie znasz
anasazi-why-tower-known = wieżę { $tower }, o której wiesz, że ma kolor { $emoji } { $colour }, więc kostki { $emoji } spadają do { $value } (masz { $mine }, pozostali { $theirs })
anasazi-why-cover = kradzież, bo przykrywa twój obóz na { $point }
anasazi-why-first-mesa = podgląd wieży, jako pierwsze wejście na { $mesa ->
        [GM] wielki płaskowyż
       *[other] płaskowyż { $mesa }
    }
anasazi-why-place = znacznik kończy się na { $point } i zabiera { $gains }.
anasazi-why-place-most = To { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } w kostkach, najwięcej z twoich { $n } kierunków.
anasazi-why-place-later = na razie nic nie zabiera, ale z { $point } twój następny znacznik tej ekspedycji może zabrać { $gains }.
anasazi-why-place-far = tylko prowadzi ekspedycję { $expedition } dalej na { $point }; najbliższa pozostała kostka, { $cube } na { $mesa ->
        [GM] wielkim płaskowyżu
       *[other] płaskowyżu { $mesa }
    }, jest stamtąd co najmniej { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } dalej.
anasazi-why-no-cubes-left = prowadzi ekspedycję { $expedition } dalej na { $point }; na planszy nie ma już kostek.
anasazi-why-expedition = jeden znacznik ekspedycji { $expedition } z { $point } ({ $to }) może zabrać { $gains }.
anasazi-why-expedition-most = To { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } w kostkach, więcej niż jeden znacznik każdej innej z { $n } ekspedycji, które możesz prowadzić.
anasazi-why-expedition-far = żaden znacznik ekspedycji { $expedition } nic teraz nie zabiera; najbliższa pozostała kostka, { $cube } na { $mesa ->
        [GM] wielkim płaskowyżu
       *[other] płaskowyżu { $mesa }
    }, jest co najmniej { $n } { $n ->
        [one] znacznik
        [few] znaczniki
       *[many] znaczników
    } od { $point }.
anasazi-why-camp = masz jeszcze { $camps } { $camps ->
        [one] obóz
        [few] obozy
       *[many] obozów
    }, a { $sites ->
        [0] żadne wolne miejsce nie leży
        [one] { $sites } wolne miejsce leży
        [few] { $sites } wolne miejsca leżą
       *[many] { $sites } wolnych miejsc leży
    } krok od odkrywcy.
anasazi-why-camp-steal = Obóz na { $site } ekspedycja { $expedition } może przykryć z { $explorer } w następnej turze i zabrać kostkę od { $victim } ({ $held } { $held ->
        [one] kostka
        [few] kostki
       *[many] kostek
    } w zapasie).
anasazi-why-camp-look = Obóz pozwala też podejrzeć jedną z { $towers } { $towers ->
        [one] wieży
       *[other] wież
    }, których nie znasz.
anasazi-why-row = rząd { $row } ma { $sites } { $sites ->
        [one] wolne miejsce
        [few] wolne miejsca
       *[many] wolnych miejsc
    }.
anasazi-why-site = Znaczniki wzdłuż krawędzi od { $site } zabrałyby { $cubes ->
        [0] { $cubes } kostek
        [one] { $cubes } kostkę wartą dla ciebie { $points } pkt
        [few] { $cubes } kostki warte dla ciebie { $points } pkt
       *[many] { $cubes } kostek wartych dla ciebie { $points } pkt
    }{ $towers ->
        [0] {""}
        [one] {" "}i { $towers } wieżę
        [few] {" "}i { $towers } wieże
       *[many] {" "}i { $towers } wież
    }.
anasazi-why-site-bare = Żadne pueblo z kostką ani wieżą nie dotyka { $site }, więc obóz nie wchodzi innym w drogę.
anasazi-why-setup-camp = Na grę zostanie ci { $camps } { $camps ->
        [one] obóz
        [few] obozy
       *[many] obozów
    }.
anasazi-why-steal = ta kostka jest warta dla ciebie { $points } pkt{ $goal ->
        [yes] {" "}(twój kolor celu)
       *[no] {""}
    }{ $best ->
        [yes] , najwięcej z oferowanych kostek
       *[no] {""}
    }, a { $victim } zachowuje { $left } { $emoji }.
anasazi-why-steal-majority = Daje ci też najwięcej kostek { $emoji } ({ $mine } wobec { $theirs }), co wygrywa ich kostkę premiową.
anasazi-why-take-nothing = rezygnujesz z kradzieży; żadna oferowana kostka nie jest dla ciebie warta więcej niż { $points } pkt.
anasazi-why-skip = znasz już { $known } z { $towers } { $towers ->
        [one] wieży
       *[other] wież
    } na planszy.
anasazi-why-look = nie znasz jeszcze { $tower } na { $mesa ->
        [GM] wielkim płaskowyżu
       *[other] płaskowyżu { $mesa }
    }; { $others } { $others ->
        [one] inna wieża pozostaje
        [few] inne wieże pozostają
       *[many] innych wież pozostaje
    } przed tobą ukrytych.
anasazi-why-look-near = nie znasz jeszcze { $tower } na { $mesa ->
        [GM] wielkim płaskowyżu
       *[other] płaskowyżu { $mesa }
    }, a stoi { $steps ->
        [0] tuż obok { $place }
        [one] { $steps } krok od { $place }
        [few] { $steps } kroki od { $place }
       *[many] { $steps } kroków od { $place }
    }; { $others } { $others ->
        [one] inna wieża pozostaje
        [few] inne wieże pozostają
       *[many] innych wież pozostaje
    } przed tobą ukrytych.
anasazi-why-near-explorer = odkrywcy ekspedycji { $expedition } na { $point }
anasazi-why-near-camp = twojego obozu na { $point }
anasazi-why-look-known = wiesz już, że { $tower } ma kolor { $emoji } { $colour }; { $others } { $others ->
        [one] inna wieża pozostaje
        [few] inne wieże pozostają
       *[many] innych wież pozostaje
    } przed tobą ukrytych.
anasazi-why-build-steal = ekspedycja { $expedition } może w następnej turze przykryć obóz tutaj z { $explorer } i zabrać kostkę od { $victim } ({ $held } { $held ->
        [one] kostka
        [few] kostki
       *[many] kostek
    } w zapasie).
anasazi-why-build-site = znaczniki wzdłuż krawędzi od { $site } zabrałyby { $cubes ->
        [0] { $cubes } kostek
        [one] { $cubes } kostkę wartą dla ciebie { $points } pkt
        [few] { $cubes } kostki warte dla ciebie { $points } pkt
       *[many] { $cubes } kostek wartych dla ciebie { $points } pkt
    }{ $towers ->
        [0] {""}
        [one] {" "}i { $towers } wieżę
        [few] {" "}i { $towers } wieże
       *[many] {" "}i { $towers } wież
    }.
anasazi-why-build-bare = żadne pueblo z kostką ani wieżą nie dotyka { $site }, więc obóz tam nie wchodzi innym w drogę.
