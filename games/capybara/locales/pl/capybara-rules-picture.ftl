# /game rules: the names of the numbered parts of the setup picture (games/capybara/rules_picture.py)
capybara-rules-pic-pile = { $pile ->
        [left] lewy stos
       *[right] prawy stos
    }
capybara-rules-pic-draw-pile = stos dobierania
capybara-rules-pic-discard = stos odrzuconych
capybara-rules-pic-circle = krąg zwierząt
capybara-rules-pic-teapot = czajniczek
capybara-rules-pic-capybara = figurka kapibary
capybara-rules-pic-cookies = ciasteczka
capybara-rules-pic-hand = karty na ręce
