# Cofanie pomyłki (issue 34): bot/undo.py, cogs/undo.py.

undo-took-back = ↩️ { $player }: ostatni ruch cofnięty.
undo-button = Cofnij
undo-too-late = Za późno, by cofnąć ten ruch: gra od tego czasu poszła dalej.
undo-not-possible = Tego ruchu nie można już cofnąć (coś odsłonił albo ktoś już zagrał).
undo-game-over = Ta gra się skończyła: jej ruchy zostają.
undo-not-your-turn-yet = ↩️ { $player } cofa ruch w **{ $game }** #{ $table }: to jeszcze nie twoja kolej. Dostaniesz wiadomość, gdy będzie.
