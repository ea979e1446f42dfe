capybara-hint-context = Na stosach leżą { $left } i { $right }; masz { $cards } { $cards ->
        [one] kartę
        [few] karty
       *[other] kart
    } i { $cookies } { $cookies ->
        [one] ciastko
        [few] ciastka
       *[other] ciastek
    }, { $rival } ma { $rival_cards } { $rival_cards ->
        [one] kartę
        [few] karty
       *[other] kart
    } i { $rival_cookies } { $rival_cookies ->
        [one] ciastko
        [few] ciastka
       *[other] ciastek
    }.

## Dlaczego ten ruch (games.capybara.hints.explain): to, co następuje po „<przycisk ruchu>: ”.
## „Koszt ręki”: ile ręka kosztowałaby na koniec rundy (najwyższa karta każdego zwierzęcia, kapibara 7).

capybara-why-cut = to obniża koszt twojej ręki na koniec rundy z { $before } na { $after } { $after ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }; { $left ->
        [one] zostaje ci { $left } karta
        [few] zostają ci { $left } karty
        [many] zostaje ci { $left } kart
       *[other] zostaje ci { $left } karty
    }.
capybara-why-cut-best = to obniża koszt twojej ręki na koniec rundy z { $before } na { $after } { $after ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }, bardziej niż każda inna z { $choices } kart do wyboru; { $left ->
        [one] zostaje ci { $left } karta
        [few] zostają ci { $left } karty
        [many] zostaje ci { $left } kart
       *[other] zostaje ci { $left } karty
    }.
capybara-why-no-cut = twoja ręka nadal kosztuje na koniec rundy { $bill } { $bill ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }, bo wciąż liczy się twoja inna karta { $kept }, ale { $left ->
        [one] zostaje ci { $left } karta
        [few] zostają ci { $left } karty
        [many] zostaje ci { $left } kart
       *[other] zostaje ci { $left } karty
    }.
capybara-why-last-card = to twoja ostatnia karta, więc runda kończy się od razu: zdobywasz wartość odkrytej karty, a { $count ->
        [one] drugi gracz płaci
       *[other] pozostali gracze ({ $count }) płacą
    } za karty, które im zostały; { $rival } za { $rival_cards } { $rival_cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }.
capybara-why-armadillo-follow = Pancernik każe ci wtedy zagrać jeszcze raz, a { $count ->
        [one] pasuje
       *[other] pasują
    } { $cards }.
capybara-why-armadillo-draw = Potem nie pasuje żadna inna twoja karta, więc pancernik każe ci dobrać kartę.
capybara-why-tapir = { $saving ->
        [0] Potem tapir przekazuje wybraną przez ciebie kartę graczowi { $player }.
       *[other] Potem tapir przekazuje wybraną przez ciebie kartę graczowi { $player }: twoja karta { $card } obniżyłaby koszt twojej ręki o { $saving } { $saving ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }.
    }
capybara-why-tapir-teapot = { $saving ->
        [0] Potem tapir przekazuje wybraną przez ciebie kartę graczowi { $player }, który ma czajniczek i może jej odmówić.
       *[other] Potem tapir przekazuje wybraną przez ciebie kartę graczowi { $player }, który ma czajniczek i może jej odmówić: twoja karta { $card } obniżyłaby koszt twojej ręki o { $saving } { $saving ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }.
    }
capybara-why-tapir-last = Potem tapir przekazuje twoją ostatnią kartę, { $card }, graczowi { $player }, a ty kończysz rundę.
capybara-why-sloth-kept = Czajniczek już stoi przed tobą, więc leniwiec nic nie zmienia.
capybara-why-sloth-middle = Leniwiec przynosi ci wtedy czajniczek ze środka, żebyś mógł później odmówić karcie tapira albo mrówkojadowi.
capybara-why-sloth-from = Leniwiec zabiera wtedy czajniczek graczowi { $player } i daje go tobie, żebyś mógł później odmówić karcie tapira albo mrówkojadowi.
capybara-why-turtle = { $saving ->
        [0] Potem żółw oliwkowy każe ci dobrać kartę i jedną odrzucić.
       *[other] Potem żółw oliwkowy każe ci dobrać kartę i jedną odrzucić: twoja karta { $card } obniżyłaby koszt twojej ręki o { $saving } { $saving ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }.
    }
capybara-why-anteater-none = Mrówkojad nie znajduje nikogo innego z co najmniej 2 ciasteczkami.
capybara-why-anteater-token = Żeton mrówkojada żąda wtedy po 1 ciasteczku od: { $players }.
capybara-why-anteater-one = Mrówkojad zabiera wtedy 1 z { $cookies } ciasteczek gracza { $player }.
capybara-why-anteater-one-teapot = Mrówkojad odwiedza wtedy gracza { $player }, który ma { $cookies } { $cookies ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    } i może go odprawić czajniczkiem.
capybara-why-anteater-choose = Potem wybierasz, który z { $count } graczy odda mrówkojadowi 1 ciasteczko; najwięcej ma { $player }: { $cookies }.
capybara-why-figure = Potem kapibara przesuwa się ({ $animal }) o { $steps } { $steps ->
        [one] żeton
        [few] żetony
        [many] żetonów
       *[other] żetonu
    } na żeton { $token }.
capybara-why-figure-via = Potem kapibara przesuwa się ({ $animal }) na żeton { $via }, który przesuwa ją dalej na żeton { $token }.
capybara-why-cookie-token = Tam odkrywasz wierzchnią kartę stosu dobierania i zdobywasz jej wartość, od 1 do 7 ciasteczek.
capybara-why-need = lewy stos wymaga { $left }, a prawy { $right }
capybara-why-need-any = na obu stosach leży { $top }, więc pasuje każda karta poza kapibarą
capybara-why-draw-nothing-fits = { $cards ->
        [one] twoja jedyna karta nie pasuje
       *[other] żadna z twoich { $cards } kart nie pasuje
    } ({ $need }), więc dobierasz.
capybara-why-pass-nothing-fits = nawet po dobraniu { $cards ->
        [one] twoja jedyna karta nie pasuje
       *[other] żadna z twoich { $cards } kart nie pasuje
    } ({ $need }).
capybara-why-draw-capybaras = { $cards ->
        [one] twoja jedyna karta to kapibara, której nigdy się nie zagrywa
       *[other] wszystkie twoje karty ({ $cards }) to kapibary, których nigdy się nie zagrywa
    }, więc dobierasz.
capybara-why-pass-capybaras = nawet po dobraniu { $cards ->
        [one] twoja jedyna karta to kapibara, której nigdy się nie zagrywa
       *[other] wszystkie twoje karty ({ $cards }) to kapibary, których nigdy się nie zagrywa
    }.
capybara-why-draw-keep = zagranie { $fits } { $saving ->
        [0] nie obniżyłoby kosztu twojej ręki ({ $bill })
        [one] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczko
        [few] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczka
        [many] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczek
       *[other] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczka
    }; zamiast tego dobierasz i zachowujesz { $count ->
        [one] tę kartę
       *[other] te karty
    } na później.
capybara-why-pass-keep = zagranie { $fits } { $saving ->
        [0] nie obniżyłoby kosztu twojej ręki ({ $bill })
        [one] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczko
        [few] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczka
        [many] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczek
       *[other] obniżyłoby koszt twojej ręki ({ $bill }) najwyżej o { $saving } ciasteczka
    }; zachowujesz { $count ->
        [one] tę kartę
       *[other] te karty
    } na później.
capybara-why-passed = Trafia do gracza { $player }, który będzie miał { $cards } { $cards ->
        [one] kartę
        [few] karty
        [many] kart
       *[other] karty
    }.
capybara-why-passed-teapot = Gracz { $player } ma czajniczek i może jej odmówić; wtedy trafia dalej do gracza { $next }.
capybara-why-passed-teapot-back = Gracz { $player } ma czajniczek i może jej odmówić; wtedy wraca do ciebie.
capybara-why-target-most = { $player } ma { $cookies } { $cookies ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }, najwięcej z { $count } graczy, których może odwiedzić mrówkojad.
capybara-why-target-tied = { $player } ma { $cookies } { $cookies ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }, nie mniej niż ktokolwiek z { $count } graczy, których może odwiedzić mrówkojad.
capybara-why-target = { $player } oddaje 1 z { $cookies } { $cookies ->
        [one] ciasteczka
        [few] ciasteczek
        [many] ciasteczek
       *[other] ciasteczka
    }, choć { $richest } ma { $most }.
capybara-why-target-holder = { $player } może odmówić czajniczkiem, ale wtedy czajniczek wraca na środek.
capybara-why-target-avoids = { $player } ma czajniczek i mógłby odprawić mrówkojada.
capybara-why-refuse-card = zakryta karta od gracza { $passer } mogłaby podnieść koszt twojej ręki ({ $bill }) nawet o { $most } { $most ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }; po odmowie trafia dalej do gracza { $next }, a czajniczek wraca na środek.
capybara-why-refuse-card-back = zakryta karta od gracza { $passer } mogłaby podnieść koszt twojej ręki ({ $bill }) nawet o { $most } { $most ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }; po odmowie wraca do gracza { $passer }, a czajniczek na środek.
capybara-why-accept-card = zatrzymujesz czajniczek na później; karta od gracza { $passer } podniesie koszt twojej ręki ({ $bill }) najwyżej o { $most } { $most ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }.
capybara-why-accept-card-capybara = zatrzymujesz czajniczek na później; masz już kapibarę, więc jeśli karta od gracza { $passer } to kapibara, nic więcej nie kosztuje, a każda inna podniesie koszt twojej ręki ({ $bill }) najwyżej o { $most } { $most ->
        [one] ciasteczko
        [few] ciasteczka
        [many] ciasteczek
       *[other] ciasteczka
    }.
capybara-why-refuse-anteater = zatrzymujesz wszystkie swoje ciasteczka ({ $cookies }), a czajniczek wraca na środek.
capybara-why-pay-anteater = płacisz 1 ze swoich { $cookies } ciasteczek i zatrzymujesz czajniczek, żebyś mógł później odmówić karcie tapira albo mrówkojadowi.
