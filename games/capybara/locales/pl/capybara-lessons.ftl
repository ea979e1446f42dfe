## /game learn (issue 36): each kind of decision explained the first time it comes up.

capybara-lesson-turn = Twoja tura: zagraj kartę na odkryty stos, którego wierzchnia karta jest dokładnie o jeden niższa (po 5 jest 1), albo dobierz kartę. Każda zagrana karta uruchamia swoje zwierzę. Kto pierwszy pozbędzie się ostatniej karty, kończy rundę, a pozostali płacą ciastkami za najwyższą kartę każdego zwierzęcia na ręce.
capybara-lesson-play-or-pass = Dobrałeś kartę. Teraz zagraj pasującą kartę albo spasuj. Nikt się nie dowie, czy któraś twoja karta pasowała.
capybara-lesson-extra-play = Zagrałeś 🦔 pancernika: jego zasada każe ci od razu zagrać kolejną kartę.
capybara-lesson-pass-card = Zagrałeś 🐗 tapira: podaj jedną kartę zakrytą graczowi po lewej. Wysoka karta, której szybko nie zagrasz, jest dobra do oddania, bo karty na ręce kosztują ciastka na koniec rundy.
capybara-lesson-discard = Zagrałeś 🐢 żółwia oliwkowego: dobrałeś kartę, a teraz odrzuć dowolną kartę odkrytą. Karta spoza ręki nie kosztuje cię ciastek na koniec rundy.
capybara-lesson-target = Zagrałeś 🐜 mrówkojada: wybierz innego gracza, który odda 1 ciastko (nigdy ostatnie).
capybara-lesson-teapot-tapir = Masz 🫖 czajniczek, a karta tapira idzie do ciebie zakryta. Odrzuć ją czajniczkiem (karta wędruje dalej w lewo, a czajniczek wraca na środek) albo przyjmij kartę.
capybara-lesson-teapot-anteater = Mrówkojad chce od ciebie 1 ciastko, a ty masz 🫖 czajniczek. Odmów czajniczkiem (wraca na środek) albo zapłać i zachowaj czajniczek na później.
