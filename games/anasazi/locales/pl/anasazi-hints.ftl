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
