capybara-hint-context = Die Stapel zeigen { $left } und { $right }; du hast { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } und { $cookies } { $cookies ->
        [one] Keks
       *[other] Kekse
    }, { $rival } hat { $rival_cards } { $rival_cards ->
        [one] Karte
       *[other] Karten
    } und { $rival_cookies } { $rival_cookies ->
        [one] Keks
       *[other] Kekse
    }.

## Warum ein Zug (games.capybara.hints.explain): was auf „<Knopf des Zugs>: “ folgt.
## „Kosten der Hand“: was die Hand am Rundenende kostet (die höchste Karte jeder Tierart, ein Capybara 7).

capybara-why-cut = das senkt die Kosten deiner Hand am Rundenende von { $before } auf { $after } { $after ->
        [one] Keks
       *[other] Kekse
    }, und dir bleiben { $left } { $left ->
        [one] Karte
       *[other] Karten
    }.
capybara-why-cut-best = das senkt die Kosten deiner Hand am Rundenende von { $before } auf { $after } { $after ->
        [one] Keks
       *[other] Kekse
    }, mehr als jede andere der { $choices } Karten, die du wählen kannst, und dir bleiben { $left } { $left ->
        [one] Karte
       *[other] Karten
    }.
capybara-why-no-cut = deine Hand kostet am Rundenende weiter { $bill } { $bill ->
        [one] Keks
       *[other] Kekse
    }, weil deine andere Karte { $kept } noch zählt, aber dir bleiben nur { $left } { $left ->
        [one] Karte
       *[other] Karten
    }.
capybara-why-last-card = das ist deine letzte Karte, also endet die Runde sofort: Du erhältst den Wert der Karte, die du aufdeckst, und { $count ->
        [one] der andere Spieler zahlt
       *[other] die { $count } anderen zahlen
    } für die Karten, die noch auf der Hand sind, { $rival } für { $rival_cards } { $rival_cards ->
        [one] Karte
       *[other] Karten
    }.
capybara-why-armadillo-follow = Das Gürteltier lässt dich dann noch einmal spielen, und { $cards } { $count ->
        [one] passt
       *[other] passen
    }.
capybara-why-armadillo-draw = Danach passt keine andere Karte von dir, also musst du wegen des Gürteltiers eine Karte ziehen.
capybara-why-tapir = { $saving ->
        [0] Dann gibt der Tapir eine Karte deiner Wahl an { $player } weiter.
       *[other] Dann gibt der Tapir eine Karte deiner Wahl an { $player } weiter: Deine Karte { $card } würde die Kosten deiner Hand um { $saving } { $saving ->
        [one] Keks
       *[other] Kekse
    } senken.
    }
capybara-why-tapir-teapot = { $saving ->
        [0] Dann gibt der Tapir eine Karte deiner Wahl an { $player } weiter, bei dem die Teekanne steht und der sie ablehnen darf.
       *[other] Dann gibt der Tapir eine Karte deiner Wahl an { $player } weiter, bei dem die Teekanne steht und der sie ablehnen darf: Deine Karte { $card } würde die Kosten deiner Hand um { $saving } { $saving ->
        [one] Keks
       *[other] Kekse
    } senken.
    }
capybara-why-tapir-last = Dann gibt der Tapir deine letzte Karte, { $card }, an { $player } weiter, und du beendest die Runde.
capybara-why-sloth-kept = Die Teekanne steht schon bei dir, das Faultier ändert also nichts.
capybara-why-sloth-middle = Das Faultier holt dir dann die Teekanne aus der Mitte, damit du später eine Tapir-Karte oder einen Ameisenbären ablehnen kannst.
capybara-why-sloth-from = Das Faultier nimmt dann { $player } die Teekanne ab und gibt sie dir, damit du später eine Tapir-Karte oder einen Ameisenbären ablehnen kannst.
capybara-why-turtle = { $saving ->
        [0] Dann lässt dich die Olivschildkröte eine Karte ziehen und eine abwerfen.
       *[other] Dann lässt dich die Olivschildkröte eine Karte ziehen und eine abwerfen: Deine Karte { $card } würde die Kosten deiner Hand um { $saving } { $saving ->
        [one] Keks
       *[other] Kekse
    } senken.
    }
capybara-why-anteater-none = Der Ameisenbär findet niemanden sonst mit 2 oder mehr Keksen.
capybara-why-anteater-token = Das Ameisenbär-Plättchen verlangt dann 1 Keks von { $players }.
capybara-why-anteater-one = Der Ameisenbär nimmt dann { $player } 1 von { $cookies } Keksen ab.
capybara-why-anteater-one-teapot = Der Ameisenbär besucht dann { $player } ({ $cookies } { $cookies ->
        [one] Keks
       *[other] Kekse
    }), bei dem die Teekanne steht und der ihn damit ablehnen darf.
capybara-why-anteater-choose = Dann wählst du, wer von { $count } Spielern dem Ameisenbären 1 Keks gibt; { $player } hat die meisten, { $cookies }.
capybara-why-figure = Dann zieht die Capybara-Figur ({ $animal }) { $steps } { $steps ->
        [one] Plättchen
       *[other] Plättchen
    } weiter auf das Plättchen { $token }.
capybara-why-figure-via = Dann zieht die Capybara-Figur ({ $animal }) auf das Plättchen { $via }, das sie weiter auf das Plättchen { $token } schickt.
capybara-why-cookie-token = Dort deckst du die oberste Karte des Nachziehstapels auf und erhältst ihren Wert, 1 bis 7 Kekse.
capybara-why-need = der linke Stapel braucht eine { $left }, der rechte eine { $right }
capybara-why-need-any = beide Stapel zeigen { $top }, also passt jede Karte außer einem Capybara
capybara-why-draw-nothing-fits = { $cards ->
        [one] deine einzige Karte passt nicht
       *[other] keine deiner { $cards } Karten passt
    } ({ $need }), also ziehst du.
capybara-why-pass-nothing-fits = auch nach dem Ziehen { $cards ->
        [one] passt deine einzige Karte nicht
       *[other] passt keine deiner { $cards } Karten
    } ({ $need }).
capybara-why-draw-capybaras = { $cards ->
        [one] deine einzige Karte ist ein Capybara, das nie gespielt wird
       *[other] deine { $cards } Karten sind alle Capybaras, die nie gespielt werden
    }, also ziehst du.
capybara-why-pass-capybaras = auch nach dem Ziehen { $cards ->
        [one] ist deine einzige Karte ein Capybara, das nie gespielt wird
       *[other] sind deine { $cards } Karten alle Capybaras, die nie gespielt werden
    }.
capybara-why-draw-keep = { $fits } zu spielen würde die Kosten deiner Hand von { $bill } { $saving ->
        [0] gar nicht senken
        [one] um höchstens { $saving } Keks senken
       *[other] um höchstens { $saving } Kekse senken
    }; du ziehst stattdessen und behältst { $count ->
        [one] diese Karte
       *[other] diese Karten
    } für später.
capybara-why-pass-keep = { $fits } zu spielen würde die Kosten deiner Hand von { $bill } { $saving ->
        [0] gar nicht senken
        [one] um höchstens { $saving } Keks senken
       *[other] um höchstens { $saving } Kekse senken
    }; du behältst { $count ->
        [one] diese Karte
       *[other] diese Karten
    } für später.
capybara-why-passed = Sie geht an { $player }, der dann { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } hält.
capybara-why-passed-teapot = Bei { $player } steht die Teekanne, { $player } darf sie also ablehnen; dann geht sie weiter an { $next }.
capybara-why-passed-teapot-back = Bei { $player } steht die Teekanne, { $player } darf sie also ablehnen; dann kommt sie zu dir zurück.
capybara-why-target-most = { $player } hat { $cookies } Kekse, die meisten der { $count } Spieler, die der Ameisenbär besuchen darf.
capybara-why-target-tied = { $player } hat { $cookies } Kekse, nicht weniger als jeder der { $count } Spieler, die der Ameisenbär besuchen darf.
capybara-why-target = { $player } gibt 1 von { $cookies } { $cookies ->
        [one] Keks
       *[other] Keksen
    } ab, obwohl { $richest } { $most } hat.
capybara-why-target-holder = { $player } darf mit der Teekanne ablehnen, aber dann kehrt sie in die Mitte zurück.
capybara-why-target-avoids = Bei { $player } steht die Teekanne, { $player } könnte den Ameisenbären also ablehnen.
capybara-why-refuse-card = die verdeckte Karte von { $passer } könnte die Kosten deiner Hand von { $bill } um bis zu { $most } { $most ->
        [one] Keks
       *[other] Kekse
    } erhöhen; abgelehnt geht sie weiter an { $next } und die Teekanne zurück in die Mitte.
capybara-why-refuse-card-back = die verdeckte Karte von { $passer } könnte die Kosten deiner Hand von { $bill } um bis zu { $most } { $most ->
        [one] Keks
       *[other] Kekse
    } erhöhen; abgelehnt geht sie zurück an { $passer } und die Teekanne in die Mitte.
capybara-why-accept-card = du behältst die Teekanne für später; die Karte von { $passer } erhöht die Kosten deiner Hand von { $bill } um höchstens { $most } { $most ->
        [one] Keks
       *[other] Kekse
    }.
capybara-why-accept-card-capybara = du behältst die Teekanne für später; du hast schon ein Capybara, ist die Karte von { $passer } also eins, kostet sie nichts mehr, und jede andere Karte erhöht die Kosten deiner Hand von { $bill } um höchstens { $most } { $most ->
        [one] Keks
       *[other] Kekse
    }.
capybara-why-refuse-anteater = du behältst alle deine { $cookies } Kekse, und die Teekanne kehrt in die Mitte zurück.
capybara-why-pay-anteater = du zahlst 1 deiner { $cookies } Kekse und behältst die Teekanne, damit du später eine Tapir-Karte oder einen Ameisenbären ablehnen kannst.
