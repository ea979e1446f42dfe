## /game learn (issue 36): each kind of decision explained the first time it comes up.

chachapoya-lesson-offer = Zaczynasz tę rundę: z trzech odkrytych skarbów zakop jeden pod talią, a z pozostałych jeden wystaw odkryty, drugi zakryty. Potem wszyscy licytują o oba.
chachapoya-lesson-bid = Licytuj w tajemnicy, wszyscy naraz: 1–5 poszukiwaczy jednej wartości (Tropiciel liczy się jako jedna karta więcej), same dwa Tropiciele albo jeden Przywódca. Wygrywa najwyższa niepowtórzona suma, równe sumy się znoszą; możesz zmienić ofertę, dopóki nie wpłynie ostatnia.
chachapoya-lesson-spend-token = Raz na grę żeton Ukrytego Skarbu uzupełnia rękę do 8 kart poszukiwaczy. Wydany teraz przepada; zachowany liczy się na koniec jako jedna karta więcej wybranego rodzaju skarbu.
chachapoya-lesson-pick = Wygrałeś skarb: weź odkryty albo zakrytą kartę. Każdy rodzaj skarbu punktuje według swojej skali, ale jedna karta za dużo to X i odpadasz.
chachapoya-lesson-tracker-draw = Twoje dwa Tropiciele anulowały rundę. Możesz dobrać 3 karty poszukiwaczy: więcej kart to silniejsze oferty później.
chachapoya-lesson-place-token = Punktacja: połóż niewydany żeton na rodzaju skarbu, który masz (nie na Klątwie). Liczy się tam jako jedna karta więcej, więc wybierz rodzaj, w którym jedna karta więcej daje więcej punktów i nie robi X.
