## /game learn (issue 36): each kind of decision explained the first time it comes up.

pachamama-lesson-main = Twoja tura: zrób jedną rzecz. Odkrywaj (wejdź badaczem na nieodkryte pole, odsłoń jego teren i weź kostkę), przesuń się albo wróż, co rośnie pod jednym z twoich badaczy.
pachamama-lesson-destination = Wybierz, dokąd idzie twój badacz. Nieodkryte pole zostaje odkryte po wejściu: odsłaniasz jego teren i bierzesz kostkę tego rodzaju.
pachamama-lesson-value = Wróż: nazwij pole uprawne pod swoim badaczem. Region z n pól ma pola 1..n po razie, a równe pola nigdy się nie stykają. Dobrze: punktujesz; źle: prawdziwe pole zostaje położone, tracisz jego wartość i kończysz turę.
pachamama-lesson-more = Twoja wróżba była trafna i dała punkty. Możesz wróżyć innym badaczem albo przestać.
pachamama-lesson-after = Cztery różne kostki kupują jedną ofiarę na turę: dodatkową akcję albo tajne spojrzenie na pole. Złóż ofiarę teraz albo zakończ turę.
pachamama-lesson-trade = Możesz wymieniać 2 kostki na 1 innego rodzaju, ile razy chcesz, by zebrać cztery różne na ofiarę; albo zachowaj kostki.
pachamama-lesson-final = Ostatnie pole odkryte: każdy wróży jeszcze raz. Wybierz badacza, którego pole potrafisz wydedukować, albo spasuj; każda pozostała kostka punktuje na koniec.
pachamama-lesson-peek = Ofiara kupuje tajne spojrzenie: wybierz pole, tylko ty zobaczysz jego teren i uprawę.
