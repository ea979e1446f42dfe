## /game learn (issue 36): each kind of decision explained the first time it comes up.

inka-lesson-move = Kości rzucone: idź dokładnie o wynik jednej kości, drugiej albo ich sumę, poziomo lub pionowo, nigdy nie wchodząc dwa razy na to samo pole. Każdy użyty kierunek kosztuje jedną kartę kompasu; znajdź złoto w jednej ze świątyń i zanieś je do obozu.
inka-lesson-browse = To ruchy w jednej części mapy, każdy ze swoim kosztem. Wybierz jeden albo wróć.
inka-lesson-take = Weź karty kompasu z zapasu, kierunek po kierunku. Ruchy kosztują karty użytych kierunków, więc bierz te, których ci brakuje.
inka-lesson-give = Oddaj karty kompasu do zapasu, kierunek po kierunku.
inka-lesson-stuck = Ten rzut nie daje ci ruchu. Użyj przewodnika, by rzucić ponownie, albo opuść turę i weź 2 karty do wyboru.
inka-lesson-banish = Wygnasz innego badacza: wybierz wyspę, na którą trafi. Z wysp schodzi się za darmo, więc daleka spowolni go najbardziej.
inka-lesson-bonus = Zabrałeś skarb 💍 i teraz go niesiesz: niosący używa tylko jednej kości. Rzuć jeszcze raz albo zakończ turę.
