# Pachamama (games/pachamama): ein verborgenes Land erkunden und seine Äcker weissagen.
# $land ist eine Geländeart als Zahl: 0 Sumpf, 1 Wüste, 2 Gebirge, 3 Wald.
# $player ist ein Platz (der Bot setzt den Namen ein); $square eine Koordinate wie C4.
# Begriffe: square = Feld, field = Acker, explorer = Entdecker, cube = Würfel,
# offering = Opfergabe, divination = Weissagung, wheel = Rad, diversity = Vielfalt.

pachamama-title = Pachamama
pachamama-variant-short = das kurze Spiel: ein 5×5-Land

## Geländearten und Würfel

pachamama-land = { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }
pachamama-a-cube = { $land ->
    [0] einen Sumpfwürfel
    [1] einen Wüstenwürfel
    [2] einen Gebirgswürfel
   *[3] einen Waldwürfel
  }
pachamama-cubes-two = { $land ->
    [0] 2 Sumpfwürfel
    [1] 2 Wüstenwürfel
    [2] 2 Gebirgswürfel
   *[3] 2 Waldwürfel
  }
pachamama-cubes-pair = einen { $first ->
    [0] Sumpf-
    [1] Wüsten-
    [2] Gebirgs-
   *[3] Wald-
  } und einen { $second ->
    [0] Sumpfwürfel
    [1] Wüstenwürfel
    [2] Gebirgswürfel
   *[3] Waldwürfel
  }
pachamama-no-cubes = keine Würfel
pachamama-undiscovered = unentdeckt
pachamama-field = Acker { $field }

## Zeilen im Thread

pachamama-moved = { $player } zieht einen Entdecker nach { $square }.
pachamama-explored-take = { $player } erkundet { $square } { $land ->
    [0] (Sumpf) und nimmt einen Sumpfwürfel.
    [1] (Wüste) und nimmt einen Wüstenwürfel.
    [2] (Gebirge) und nimmt einen Gebirgswürfel.
   *[3] (Wald) und nimmt einen Waldwürfel.
  }
pachamama-explored-full = { $player } erkundet { $square } ({ $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }). Bei schon vier Würfeln darf vor dem Nehmen getauscht werden.
pachamama-left = { $player } nimmt den Entdecker auf { $square } aus dem Land.
pachamama-divined-right = { $player } weissagt { $field } auf { $square }: richtig! +{ $field ->
    [one] { $field } Punkt
   *[other] { $field } Punkte
  } und +{ $bonus } für Vielfalt.
pachamama-divined-wrong = { $player } weissagt { $guess } auf { $square }, aber es ist { $field }: −{ $field ->
    [one] { $field } Punkt
   *[other] { $field } Punkte
  }. Der Zug endet.
pachamama-offering-action = { $player } bringt Pachamama eine Opfergabe für eine Extra-Aktion dar.
pachamama-offering-look = { $player } bringt Pachamama eine Opfergabe für einen Blick aufs Rad dar.
pachamama-looked = Das Rad zeigt { $square }: { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }, Acker { $field }.
pachamama-traded = { $player } tauscht { $cubes } gegen { $take }.
pachamama-traded-took = { $player } tauscht { $cubes } gegen { $take } und nimmt den { $land ->
    [0] Sumpfwürfel
    [1] Wüstenwürfel
    [2] Gebirgswürfel
   *[3] Waldwürfel
  }.
pachamama-kept = { $player } behält die vier Würfel; der { $land ->
    [0] Sumpfwürfel
    [1] Wüstenwürfel
    [2] Gebirgswürfel
   *[3] Waldwürfel
  } verfällt.
pachamama-no-final = { $player } verzichtet auf die letzte Weissagung.
pachamama-final-start = Das ganze Land ist entdeckt! Letzte Weissagungen, beginnend mit { $player }.

## Abgelehnte Aktionen

pachamama-illegal-over = Das Spiel ist vorbei.
pachamama-illegal-turn = { $player } ist am Zug, nicht du.
pachamama-illegal-go = Dein Entdecker kann dieses Feld jetzt nicht erreichen.
pachamama-illegal-divine = Wähle zuerst einen Entdecker auf einem unbestellten Feld.
pachamama-illegal-offer = Eine Opfergabe braucht vier verschiedene Würfel, einmal pro Zug.
pachamama-illegal-trade = Ein Tausch gibt zwei deiner Würfel für einen anderer Sorte, in deinem Zug.
pachamama-illegal-keep = Gerade gibt es keinen neuen Würfel, über den du entscheiden musst.
pachamama-illegal-look = Du kannst nur ein unbestelltes Feld ansehen, das du noch nicht gesehen hast.
pachamama-illegal-other = Das geht gerade nicht.

## Der Tisch

pachamama-table-head = 🌄 **Pachamama** · Land { $size } · { $known }/{ $total } Felder entdeckt
pachamama-table-over = 🏁 Das Spiel ist vorbei.
pachamama-wait-main = ⏳ { $player } wählt eine Aktion.
pachamama-wait-destination = ⏳ { $player } wählt, wohin der Entdecker geht.
pachamama-wait-value = ⏳ { $player } nennt einen Acker.
pachamama-wait-more = ⏳ { $player } weissagt erneut oder hört auf.
pachamama-wait-trade = ⏳ { $player } entscheidet über den neuen Würfel.
pachamama-wait-peek = ⏳ { $player } wählt ein Feld zum Ansehen.
pachamama-wait-after = ⏳ { $player } bringt eine Opfergabe dar oder beendet den Zug.
pachamama-wait-final = ⏳ { $player } macht eine letzte Weissagung.
pachamama-wait-play = ⏳ { $player } ist am Zug.
pachamama-final-round = 🌕 **Letzte Weissagungen.**
pachamama-actions-left = { $count ->
    [one] (noch { $count } Aktion in diesem Zug)
   *[other] (noch { $count } Aktionen in diesem Zug)
  }
pachamama-legend = 🟦 Sumpf · 🟨 Wüste · 🟫 Gebirge · 🟩 Wald · ⬛ unentdeckt · 1️⃣–5️⃣ bestellter Acker · 🟠🔵🟢🟡 Entdecker · Reihen 1–5 von oben
pachamama-panel-points = ⭐ **{ $score }** { $score ->
    [one] Punkt
   *[other] Punkte
  }
pachamama-panel-explorers = 🚶 { $on } im Land, { $off } draußen
pachamama-panel-offerings = 🎁 { $count ->
    [one] { $count } Opfergabe
   *[other] { $count } Opfergaben
  }

## Die Hand

pachamama-watching = Du schaust zu.
pachamama-hand-points = Du hast **{ $score }** { $score ->
    [one] Punkt
   *[other] Punkte
  }.
pachamama-hand-cubes = Würfel: { $cubes } ({ $held }/{ $limit })
pachamama-hand-explorers = Entdecker: { $spots }
pachamama-off-the-land = { $count } außerhalb des Landes
pachamama-hand-diversity = Vielfalt: { $tracks }
pachamama-hand-goal = 🎯 Ziel: die meisten Punkte, wenn das ganze Land entdeckt ist: Erkunde es und weissage die Äcker unter deinen Entdeckern.
pachamama-hand-looks = 🔍 Deine Blicke aufs Rad: { $looks }
pachamama-hand-look = { $square } { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  } { $field }
pachamama-waiting = Warte auf { $player }.
pachamama-prompt-main = Du bist dran: ziehe einen Entdecker oder setze einen ein, oder weissage, wo einer steht.
pachamama-prompt-trade-too = Du kannst auch 2 Würfel gegen 1 einer anderen Sorte tauschen.
pachamama-prompt-destination = Wohin geht dein Entdecker auf { $square }? Unentdeckte Felder werden dabei erkundet.
pachamama-prompt-enter = Wo betritt dein Entdecker das Land? Unentdeckte Felder werden dabei erkundet.
pachamama-prompt-value = Welcher Acker liegt auf { $square }?
pachamama-prompt-value-there = Welcher Acker liegt dort?
pachamama-prompt-more = Richtig! Weissage mit einem anderen Entdecker oder hör auf.
pachamama-prompt-trade = { $square } ist { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }, aber du hast schon { $limit } Würfel: tausche 2 davon gegen 1 deiner Wahl und nimm den { $land ->
    [0] Sumpfwürfel
    [1] Wüstenwürfel
    [2] Gebirgswürfel
   *[3] Waldwürfel
  }, oder behalte deine und lass ihn verfallen.
pachamama-prompt-peek = Welches Feld siehst du dir an? Du siehst seine Geländeart und seinen Acker.
pachamama-prompt-after = Bringe eine Opfergabe dar oder beende deinen Zug.
pachamama-prompt-final = Letzte Weissagung: wähle einen Entdecker oder passe.

## Knöpfe und Menüs

pachamama-button-enter = Land betreten
pachamama-button-move-from = Von { $square } ziehen
pachamama-button-divine-at = Auf { $square } weissagen
pachamama-button-offer-action = Opfergabe: Extra-Aktion
pachamama-button-offer-look = Opfergabe: Blick aufs Rad
pachamama-button-field = Acker { $field }
pachamama-button-leave = Land verlassen
pachamama-button-keep = Würfel behalten (neuen verlieren)
pachamama-button-back = Zurück
pachamama-button-pass = Passen
pachamama-button-stop = Weissagen beenden
pachamama-button-end = Zug beenden
pachamama-menu-explore = Unentdecktes Feld erkunden…
pachamama-menu-move = Auf ein entdecktes Feld ziehen…
pachamama-menu-look = Ein Feld ansehen…
pachamama-menu-trade = Zwei Würfel gegen einen tauschen…
pachamama-option-explore = erkunden
pachamama-option-move = ziehen
pachamama-option-trade = Gib { $first ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  } + { $second ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }, nimm { $take ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }

## Das Ergebnis

pachamama-breakdown = { $player }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
  } = { $fields } aus Äckern + { $diversity } Vielfalt − { $penalty } für falsche Weissagungen + { $cubes } für Würfel

## Bilder

pachamama-pic-to-play = Pachamama: { $player } ist am Zug
pachamama-pic-final = Letzte Weissagungen: { $player }
pachamama-pic-over = Spielende: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
  }
pachamama-pic-points = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
  }
pachamama-pic-explorers = { $on } im Land · { $off } draußen
pachamama-pic-offerings = { $count ->
    [one] { $count } Opfergabe
   *[other] { $count } Opfergaben
  }
pachamama-pic-cubes = Würfel
pachamama-pic-diversity = Vielfalt
pachamama-pic-revealed = zu Beginn aufgedeckt
pachamama-pic-your-look = dein Blick
pachamama-pic-your-land = { $player }: dein Land
pachamama-pic-your-land-waiting = { $player }: dein Land ({ $current } ist am Zug)
pachamama-caption-main = Umrandet: deine Entdecker, die ziehen oder weissagen können
pachamama-caption-destination = Umrandet: wohin dieser Entdecker gehen kann
pachamama-caption-peek = Umrandet: Felder, die du ansehen kannst
pachamama-caption-more = Umrandet: wo du erneut weissagen kannst
pachamama-caption-final = Umrandet: wo du letztmals weissagen kannst
pachamama-caption-value = Umrandet: das Feld deiner Weissagung
pachamama-caption-other = Umrandet: die Felder, die du wählen kannst

## /game rules

pachamama-rules-intro = **Pachamama** — erkunde ein verborgenes Land und errate, was wo wächst.
pachamama-rules-land = Das Land (A–I × 1–5, im kurzen Spiel A–E × 1–5) ist in **Regionen** aus 1–5 Feldern einer Geländeart geteilt (Sumpf, Wüste, Gebirge, Wald); Regionen derselben Art berühren sich nie. Eine Region aus n Feldern enthält die Äcker **1..n** je einmal, und gleiche Äcker berühren sich nie, auch nicht diagonal. Einige Felder sind zu Beginn aufgedeckt und bestellt.
pachamama-rules-turn = In deinem Zug tust du **eines**:
pachamama-rules-explore = • **Erkunden** — zieh einen Entdecker auf ein unentdecktes Feld: seine Geländeart wird aufgedeckt, und du nimmst einen Würfel dieser Art (höchstens { $limit }; am Limit darfst du zuerst 2 Würfel gegen 1 tauschen, sonst verfällt der neue Würfel).
pachamama-rules-move = • **Ziehen** — zieh einen Entdecker auf ein entdecktes Feld oder aus dem Land. Entdecker gehen ein Feld weit oder laufen über bestellte Felder und deine eigenen Entdecker; nie durch einen Gegner.
pachamama-rules-divine = • **Weissagen** — nenne den Acker unter einem deiner Entdecker. Richtig: du bekommst seinen Wert plus einen Vielfaltsbonus und darfst mit einem anderen Entdecker weissagen. Falsch: der wahre Acker wird gelegt, du verlierst seinen Wert, dein Zug endet.
pachamama-rules-offering = Einmal pro Zug kaufen vier verschiedene Würfel eine **Opfergabe**: eine Extra-Aktion oder einen geheimen Blick auf ein beliebiges Feld.
pachamama-rules-trade = In deinem Zug darfst du außerdem beliebig oft 2 Würfel gegen 1 einer anderen Sorte **tauschen**.
pachamama-rules-end = Wenn das letzte Feld entdeckt ist, macht jeder (ab dem, der es entdeckt hat) eine letzte Weissagung; jeder übrige Würfel zählt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }. Die meisten Punkte gewinnen; bei Gleichstand teilt man sich den Sieg.

pachamama-proposal-land = - Land aus dem Seed: Regionen aus 1–{ $size } Feldern (meist große), höchstens { $long } Felder pro Art ({ $short } bei 5×5), { $fewest }–{ $most } aufgedeckte Felder, aus denen die Äcker logisch folgen.
pachamama-proposal-explorers = - Entdecker: je { $two } / { $three } / { $four } bei 2 / 3 / 4 Spielern (wie in Tiwanaku).
pachamama-proposal-diversity = - Vielfalt: eine Leiste pro Ackerwert, Stufen 0–{ $top }; eine richtige Weissagung von v hebt deinen Stein auf Leiste v und zählt deine Steine auf dieser Stufe; ganz oben { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } pro Aufstieg.
pachamama-proposal-trade = - Tausch 2 Würfel gegen 1, wann immer du in deinem Zug willst, und bei { $limit } Würfeln, wenn ein neuer kommt; nie im Zug anderer und nicht bei den letzten Weissagungen.
pachamama-proposal-wrong = - Eine falsche Weissagung beendet den ganzen Zug, samt Extra-Aktion.
pachamama-proposal-last = - Die letzte Entdeckung beendet den Zug sofort; bei den letzten Weissagungen keine Opfergaben.
pachamama-proposal-ties = - Bei Gleichstand teilt man sich den Sieg.
