<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/about.py" line="+46"/>
        <source>The Coventry Desktop authors (program and app icon)</source>
        <translation>Авторы Coventry Desktop (программа и значок приложения)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>svg-cards 4.0.2 (card faces and back)</source>
        <translation>svg-cards 4.0.2 (лицевые стороны и рубашка карт)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Qt and Qt for Python (PySide6)</source>
        <translation>Qt и Qt for Python (PySide6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Qt Company Ltd and contributors</source>
        <translation>The Qt Company Ltd и участники проекта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The platformdirs developers</source>
        <translation>Разработчики platformdirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jim Crist-Harif and the msgspec contributors</source>
        <translation>Джим Крист-Хариф и участники проекта msgspec</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>About Coventry Desktop</source>
        <translation>О программе Coventry Desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;Parlour card games for the desktop: %2, against bots or with friends.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Coventry Desktop %1&lt;/h3&gt;&lt;p&gt;Салонные карточные игры для компьютера: %2, с ботами или с друзьями.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Components and licences</source>
        <translation>Компоненты и лицензии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence text</source>
        <translation>Текст лицензии</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Component&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Licence&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Компонент&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Лицензия&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt version: %1</source>
        <translation>Версия Qt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1</source>
        <comment>a game&apos;s name in the list of games: quoted as your language quotes a title</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <comment>the last two names of a list of games</comment>
        <translation>%1 и %2</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../../coventry_desktop/widgets/accessibility.py" line="+43"/>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name for screen readers: %1 rank, %2 suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Face-down card</source>
        <translation>Карта рубашкой вверх</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Cannot be played now.</source>
        <translation>Сейчас эту карту сыграть нельзя.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Dealer.</source>
        <translation>Сдающий.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their turn.</source>
        <translation>Ход этого игрока.</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/chart.py" line="+131"/>
        <source>By card of the quartet</source>
        <translation>По картам четвёрки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1st</source>
        <translation>1-я</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2nd</source>
        <translation>2-я</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3rd</source>
        <translation>3-я</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4th</source>
        <translation>4-я</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recent sessions</source>
        <translation>Последние занятия</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No practice yet</source>
        <translation>Занятий пока не было</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../coventry_desktop/app.py" line="+154"/>
        <source>Coventry Desktop is already open in another window. This window will not save its game or statistics; to keep your series, play in the other window.</source>
        <translation>Coventry Desktop уже открыт в другом окне. Это окно не будет сохранять игру и статистику; чтобы сохранить серию, играйте в другом окне.</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <location filename="../../coventry_desktop/widgets/app_shell.py" line="+433"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>Сыграть &amp;ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Prev&amp;ious Game</source>
        <translation>Вернуть прежнюю &amp;игру</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;use</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score&amp;board</source>
        <translation>&amp;Таблица очков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;peed</source>
        <translation>&amp;Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spea&amp;k Aloud</source>
        <translation>Читать вслу&amp;х</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Cards by &amp;Double-Click</source>
        <translation>Ходить &amp;двойным щелчком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Playing Coventry Desktop</source>
        <translation>&amp;Как играть в Coventry Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Coventry Desktop</source>
        <translation>&amp;О программе Coventry Desktop</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Play Again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Paused: press %1 to go on</source>
        <translation>Пауза: нажмите %1, чтобы продолжить</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/help_page.py" line="+42"/>
        <source>Playing Coventry Desktop</source>
        <translation>Как играть в Coventry Desktop</translation>
    </message>
</context>
<context>
    <name>AppShell</name>
    <message>
        <location filename="../../coventry_desktop/widgets/app_shell.py" line="-268"/>
        <source>Your unfinished game of %1 goes on at deal %2.</source>
        <translation>Незаконченная партия игры «%1» продолжается: раздача %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A file could not be saved in “%1”: %2.</source>
        <translation>Файл не удалось сохранить в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your unfinished series of %1 that was saved is kept: Game → Restore Previous Game brings it back.</source>
        <translation>Сохранённая неоконченная серия игры «%1» не потеряна: «Игра → Вернуть прежнюю игру» вернёт её.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your unfinished series of %1 could not be kept (%2), so this one does not replace it.</source>
        <translation>Неоконченную серию игры «%1» не удалось сохранить (%2), поэтому эта серия её не заменяет.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The data folder “%1” cannot be written: %2. Your saved series can be played, but nothing is saved until that is mended.</source>
        <translation>В папку данных «%1» нельзя записать: %2. Сохранённую партию можно играть, но ничего не сохранится, пока это не исправлено.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some of your settings could not be read. %1</source>
        <translation>Некоторые ваши настройки не удалось прочитать. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be read, so they start again from the defaults. %1</source>
        <translation>Настройки не удалось прочитать, поэтому они снова стоят по умолчанию. %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A file of an earlier release could not be converted. %1</source>
        <translation>Файл прежней версии не удалось преобразовать. %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The files of an earlier release could not be converted in “%1”: %2. They are kept as they were, and converting them is tried again at the next start.</source>
        <translation>Файлы прежней версии в «%1» не удалось преобразовать: %2. Они сохранены как были, и преобразование повторится при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>CometPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/comet/ui/presenter.py" line="+81"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dead cards</source>
        <translation>Мёртвые карты</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bank: %1</source>
        <translation>Банк: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Known dead: %1</source>
        <translation>Точно мёртвые: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>After the Comet: %1 or %2</source>
        <translation>После Кометы: %1 или %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the Comet: %1</source>
        <translation>После Кометы: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Free start</source>
        <translation>Свободное начало</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free start: play any card</source>
        <translation>Свободное начало: сыграйте любую карту</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot go on: pass (P)</source>
        <translation>Продолжить нечем: пас (P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the Comet: play %1 or %2</source>
        <translation>После Кометы: сыграйте %1 или %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the Comet: play %1</source>
        <translation>После Кометы: сыграйте %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may play the Comet instead of passing</source>
        <translation>Вместо паса можно сыграть Комету</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the next card of the run</source>
        <translation>Сыграйте следующую карту ряда</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You play %2</source>
        <translation>Вы играете %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2</source>
        <translation>%1 играет %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You pass</source>
        <translation>Вы пасуете</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes</source>
        <translation>%1 пасует</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+70"/>
        <source>You go out and take the bank (%2)</source>
        <translation>Вы выходите и забираете банк (%2)</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+71"/>
        <source>%1 goes out and takes the bank (%2)</source>
        <translation>%1 выходит и забирает банк (%2)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>You receive %2 from each other player (%3)</source>
        <translation>Вы получаете по %2 с каждого игрока (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 receives %2 from each other player (%3)</source>
        <translation>%1 получает по %2 с каждого игрока (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You pay %2 to each other player (%3)</source>
        <translation>Вы платите по %2 каждому игроку (%3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 to each other player (%3)</source>
        <translation>%1 платит по %2 каждому игроку (%3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the next card of the run and must play it.</source>
        <translation>У вас есть следующая карта ряда, и её нужно сыграть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a card you may play and cannot pass.</source>
        <translation>У вас есть карта, которую можно сыграть, пасовать нельзя.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Comet may only be played instead of passing.</source>
        <translation>Комету можно сыграть только вместо паса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card does not continue the run.</source>
        <translation>Эта карта не продолжает ряд.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be played now.</source>
        <translation>Эту карту сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>В игре</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C</source>
        <comment>Cards (left in hand), shortened in a narrow settlement grid</comment>
        <translation>К</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <comment>Bank, shortened in a narrow settlement grid</comment>
        <translation>Б</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P</source>
        <comment>Play (what play paid), shortened in a narrow settlement grid</comment>
        <translation>И</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <comment>Held (paid for cards still held), shortened in a narrow settlement grid</comment>
        <translation>Р</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Units: the ante (−1), the bank, the payments in play, and for what was still held 2 per Comet and 1 per King to each other player.</source>
        <translation>Итог: ставка (−1), банк, выплаты в игре и за оставшееся на руках — по 2 за Комету и по 1 за каждого короля каждому другому игроку.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Pass &amp;Automatically When I Cannot Continue the Run</source>
        <translation>Пасовать &amp;автоматически, если нечем продолжить ряд</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Comet</source>
        <translation>Комета</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Co&amp;met…</source>
        <translation>Играть в Ко&amp;мету…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comets played</source>
        <translation>Сыграно Комет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings kept</source>
        <translation>Королей осталось</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cards played</source>
        <translation>Сыгранные карты</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Held</source>
        <translation>На руках</translation>
    </message>
</context>
<context>
    <name>CoventryPresenter</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="+70"/>
        <source>Earl of Coventry</source>
        <translation>Граф Ковентри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Earl of Co&amp;ventry…</source>
        <translation>Играть в «Граф &amp;Ковентри»…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules of Earl of Coventry</source>
        <translation>Правила игры «Граф Ковентри»</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Spent cards</source>
        <translation>Отыгранные карты</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Spent: %1</source>
        <translation>Отыграны: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>You went out!</source>
        <translation>Раздачу выигрываете вы!</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+78"/>
        <source>%1 went out!</source>
        <translation>Раздачу выигрывает %1!</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: play any card</source>
        <translation>Ваш заход: сыграйте любую карту</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No %1 in your hand: pass (P)</source>
        <translation>У вас нет карт достоинства «%1»: пас (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card of rank %1</source>
        <translation>Сыграйте карту достоинства «%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Last Quartet</source>
        <translation>&amp;Последняя четвёрка</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That card cannot be played now.</source>
        <translation>Эту карту сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cards left</source>
        <translation>Осталось карт</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Each other player pays the winner 1 per card left.</source>
        <translation>Каждый другой игрок платит победителю по 1 за каждую оставшуюся карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass &amp;Automatically When I Have No Card of the Rank</source>
        <translation>Пасовать &amp;автоматически, если нет карты нужного достоинства</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1. %2: %3 led, %4 completed</source>
        <translation>%1. %2: заход — %3, последняя карта — %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quartets</source>
        <translation>Четвёрки</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/drill.py" line="+139"/>
        <location line="+64"/>
        <source>Practise the calls</source>
        <translation>Тренировка приговорок</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Calls in:</source>
        <translation>Язык приговорок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer by:</source>
        <translation>Ответ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timer:</source>
        <translation>Таймер:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+135"/>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Ten more</source>
        <translation>Ещё десять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak the calls aloud</source>
        <translation>Произносить приговорки вслух</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choosing from four</source>
        <translation>выбор из четырёх</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>typing</source>
        <translation>ввод текста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>20 seconds</source>
        <translation>20 секунд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 seconds</source>
        <translation>10 секунд</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Finish</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Progress could not be saved: %1</source>
        <translation>Не удалось сохранить прогресс: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Done: %1 of %2 right.</source>
        <translation>Готово: верно %1 из %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prompt %1 of %2 · right so far: %3</source>
        <translation>Вопрос %1 из %2 · верных ответов: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 s left</source>
        <translation>осталось %1 с</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Start ten new prompts in this language? The answers you gave stay in your progress.</source>
        <translation>Начать десять новых вопросов на этом языке? Ответы, которые вы уже дали, сохранятся в ваших успехах.</translation>
    </message>
</context>
<context>
    <name>GameAccess</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_access.py" line="+41"/>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happened in this deal</source>
        <translation>Что произошло в этой раздаче</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Series totals</source>
        <translation>Итоги серии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement of the deal</source>
        <translation>Расчёт раздачи</translation>
    </message>
</context>
<context>
    <name>GameHint</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_hint.py" line="+60"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Thinking about a hint…</source>
        <translation>Обдумываю подсказку…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: pass.</source>
        <translation>Подсказка: пас.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Подсказка: сыграйте %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: give %1.</source>
        <translation>Подсказка: отдайте %1.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_keeper.py" line="+165"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Record…</source>
        <translation>&amp;Экспорт записи…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Transcript…</source>
        <translation>Экспорт &amp;текста партии…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots Play</source>
        <translation>&amp;Смотреть игру ботов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Record…</source>
        <translation>Открыть &amp;запись…</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The series is saved as “%1”, and each later move of this window is saved there too. To go on with it another time, open that file with Game → Open Record… and choose Continue This Series.</source>
        <translation>Партия сохранена как «%1», и каждый следующий ход этого окна тоже сохраняется туда. Чтобы продолжить её в другой раз, откройте этот файл через «Игра → Открыть запись…» и выберите «Продолжить эту партию».</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+12"/>
        <source>Save the Series Elsewhere…</source>
        <translation>Сохранить партию в другом месте…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved in “%1”: %2. Play goes on, and saving is tried again after every move.</source>
        <translation>Игру не удалось сохранить в «%1»: %2. Игра продолжается, сохранить снова попробуем после каждого хода.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics could not be saved in “%1”: %2. They are tried again after your next move.</source>
        <translation>Статистику не удалось сохранить в «%1»: %2. Попробуем снова после вашего следующего хода.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your practice progress could not be saved in “%1”: %2.</source>
        <translation>Успехи в тренировке не удалось сохранить в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be saved in “%1”: %2.</source>
        <translation>Настройки не удалось сохранить в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A file could not be saved in “%1”: %2.</source>
        <translation>Файл не удалось сохранить в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Leave this unfinished game of %1? It is kept, and offered again when you next play %1.</source>
        <translation>Выйти из неоконченной партии игры «%1»? Она сохранится, и её предложат продолжить, когда вы снова выберете игру «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new series in place of this unfinished one? It is kept: Game → Restore Previous Game brings it back.</source>
        <translation>Начать новую серию вместо этой неоконченной? Она сохранится: «Игра → Вернуть прежнюю игру» вернёт её.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The bot playing for %1 made an error; the Easy bot played that move in its place. The details are in the log.</source>
        <translation>Бот, игравший за %1, ошибся; этот ход за него сделал лёгкий бот. Подробности — в журнале.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Leave the Game</source>
        <translation>Выйти из игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last save failed (%1), so the moves since then are kept nowhere. Save the series in another folder before leaving?</source>
        <translation>Последнее сохранение не удалось (%1), поэтому ходы с тех пор нигде не записаны. Сохранить партию в другой папке перед выходом?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save the Series in Another Folder</source>
        <translation>Сохранить партию в другой папке</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The record could not be written: %1.</source>
        <translation>Не удалось записать запись: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The finished deals were written as a record to “%1”.</source>
        <translation>Сыгранные раздачи записаны в файл записи «%1».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The transcript could not be written: %1.</source>
        <translation>Не удалось записать текст партии: %1.</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>The series could not be saved in “%1”: %2.</source>
        <translation>Партию не удалось сохранить в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+278"/>
        <source>Export the Finished Deals as a Record</source>
        <translation>Экспорт сыгранных раздач в запись</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Records (*.json)</source>
        <translation>Записи (*.json)</translation>
    </message>
    <message>
        <location line="-497"/>
        <source>Some of the statistics of %1 (“%2” in “%3”) could not be read. %4</source>
        <translation>Часть статистики игры %1 («%2» в «%3») не удалось прочитать. %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics of %1 (“%2” in “%3”) could not be read, so they count again from zero. %4</source>
        <translation>Статистику игры %1 («%2» в «%3») не удалось прочитать, поэтому она начинается заново с нуля. %4</translation>
    </message>
    <message>
        <location line="+389"/>
        <location line="+49"/>
        <location line="+22"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Export the Finished Deals as Text</source>
        <translation>Экспорт сыгранных раздач в текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The finished deals were written as text to “%1”.</source>
        <translation>Сыгранные раздачи записаны текстом в «%1».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 — watching the bots</source>
        <translation>%1 — игра ботов</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+14"/>
        <source>Open a Record</source>
        <translation>Открыть запись</translation>
    </message>
</context>
<context>
    <name>GameReplay</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_replay.py" line="+98"/>
        <source>Replay of %1</source>
        <translation>Повтор партии: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Actions of the record</source>
        <translation>Ходы записи</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Seen by:</source>
        <translation>&amp;Глазами:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First</source>
        <translation>В &amp;начало</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Last</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Continue This Series</source>
        <translation>&amp;Продолжить эту партию</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+65"/>
        <source>New Game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Места:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;People at this screen:</source>
        <translation>Ч&amp;еловек за этим компьютером:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bots:</source>
        <translation>&amp;Боты:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ser&amp;ies:</source>
        <translation>&amp;Серия:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player &amp;%1:</source>
        <translation>Игрок &amp;%1:</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message numerus="yes">
        <location line="-40"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n раздача на игрока</numerusform>
            <numerusform>%n раздачи на игрока</numerusform>
            <numerusform>%n раздач на игрока</numerusform>
        </translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Two people are called %1: give each person a name of their own.</source>
        <translation>Двух человек зовут %1: дайте каждому своё имя.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>These rules play until a total reaches %1 points.</source>
        <translation>По этим правилам играют, пока чей-то итог не достигнет %1 очков.</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../coventry_desktop/widgets/game_window.py" line="+188"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Подтвердить</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_window_parts.py" line="+144"/>
        <source>Pass the screen to %1</source>
        <translation>Передайте экран игроку %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away while %1 plays.</source>
        <translation>Остальные, пожалуйста, отвернитесь, пока ходит %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I am %1 — show my hand</source>
        <translation>Я — %1, покажите мои карты</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/models/table_show.py" line="+68"/>
        <source>The deal is over: the next one is dealt in a moment.</source>
        <translation>Раздача окончена: новая начнётся через мгновение.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is over: Next Deal (Enter) deals the next one.</source>
        <translation>Раздача окончена: «Следующая раздача» (Enter) сдаёт новую.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You win the series.</source>
        <translation>Серию выигрываете вы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the series.</source>
        <translation>Серию выигрывает %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 share first place.</source>
        <translation>Первое место делят: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Again (Enter) starts a new one.</source>
        <translation>«Сыграть ещё» (Enter) начинает новую.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_log.py" line="+46"/>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/game_keeper.py" line="-183"/>
        <source>Leave the Game</source>
        <translation>Выйти из игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is not finished. Leave it? It is not saved.</source>
        <translation>Игра не окончена. Выйти из неё? Она не сохраняется.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../coventry_desktop/models/game_words.py" line="+46"/>
        <source>Custom</source>
        <translation>Свои</translation>
    </message>
</context>
<context>
    <name>HeartsOptionWords</name>
    <message>
        <location filename="../../coventry_desktop/games/hearts/ui/option_words.py" line="+20"/>
        <source>Gi&amp;ve cards:</source>
        <translation>Переда&amp;ча карт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sc&amp;oring:</source>
        <translation>&amp;Расчёт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series &amp;length:</source>
        <translation>&amp;Длина серии:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End when a total reaches:</source>
        <translation>&amp;Завершить, когда итог достигнет:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ &amp;must go at the first discard</source>
        <translation>Пиковая дама &amp;уходит при первом сбросе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No &amp;heart lead before the third trick</source>
        <translation>&amp;Не ходить с червей до третьей взятки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2♣ lea&amp;ds the first trick</source>
        <translation>2♣ начинает первую вз&amp;ятку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No points on the &amp;first trick</source>
        <translation>Без оч&amp;ков в первой взятке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts must be bro&amp;ken before a heart lead</source>
        <translation>Ходить с червей, лишь когда они &amp;открыты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shoo&amp;ting the moon</source>
        <translation>Взявший &amp;все очки получает 0 («луна»)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the right</source>
        <translation>Направо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the left</source>
        <translation>Налево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right, left, across, keep</source>
        <translation>Направо, налево, напротив, без передачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right, left, keep</source>
        <translation>Направо, налево, без передачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, across, keep</source>
        <translation>Налево, направо, напротив, без передачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left, right, keep</source>
        <translation>Налево, направо, без передачи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the average</source>
        <translation>Против среднего</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pot: the lowest score takes it</source>
        <translation>Банк: забирает набравший меньше всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totaliser: only 0 points takes it</source>
        <translation>Тотализатор: забирает лишь тот, у кого 0 очков</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n раздача на игрока</numerusform>
            <numerusform>%n раздачи на игрока</numerusform>
            <numerusform>%n раздач на игрока</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until a total is reached</source>
        <translation>Пока итог не достигнет предела</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>These rules would never end: choose a series length, or a total that ends the series.</source>
        <translation>Эти правила никогда не кончатся: выберите длину серии или итог, на котором серия завершится.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These options do not go together: %1</source>
        <translation>Эти правила несовместимы: %1</translation>
    </message>
</context>
<context>
    <name>HeartsPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/hearts/ui/presenter.py" line="+64"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Last Trick</source>
        <translation>&amp;Последняя взятка</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kitty</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards taken</source>
        <translation>Взятые карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Given</source>
        <translation>Отданы</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>You take the trick</source>
        <translation>Взятка ваша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick</source>
        <translation>Взятку берёт %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last trick: you took it (%2)</source>
        <translation>Последняя взятка — ваша (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick: %1 took it (%2)</source>
        <translation>Последняя взятка: %1 (%2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No cards are given this deal</source>
        <translation>В этой раздаче карты не передают</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts broken</source>
        <translation>Червы открыты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts not broken yet</source>
        <translation>Червы ещё не открыты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Black Lady must go</source>
        <translation>Пиковая дама должна уйти</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kitty %1 goes to you (%3)</source>
        <translation>Прикуп %1 достаётся вам (%3)</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+69"/>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>%1 to give</source>
        <translation>Карты отдаёт %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Choose %n card(s) to give to %1, then Confirm</source>
        <translation>
            <numerusform>Выберите %n карту — её получит %1 — и подтвердите</numerusform>
            <numerusform>Выберите %n карты — их получит %1 — и подтвердите</numerusform>
            <numerusform>Выберите %n карт — их получит %1 — и подтвердите</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Black Lady must go: play the Q♠</source>
        <translation>Чёрная дама должна уйти: сыграйте Q♠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: hearts are not broken yet</source>
        <translation>Ваш заход: червы ещё не открыты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your lead</source>
        <translation>Ваш заход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: follow %1</source>
        <translation>Ваш ход: ходите в масть %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you have no %1, play any card you may</source>
        <translation>Ваш ход: %1 у вас нет, сыграйте любую разрешённую карту</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2</source>
        <translation>Вы играете %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2</source>
        <translation>%1 играет %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You give %n card(s) to %2</source>
        <translation>
            <numerusform>Вы отдаёте %n карту — её получает %2</numerusform>
            <numerusform>Вы отдаёте %n карты — их получает %2</numerusform>
            <numerusform>Вы отдаёте %n карт — их получает %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives you %n card(s)</source>
        <translation>
            <numerusform>%1 отдаёт вам %n карту</numerusform>
            <numerusform>%1 отдаёт вам %n карты</numerusform>
            <numerusform>%1 отдаёт вам %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives %n card(s) to %2</source>
        <translation>
            <numerusform>%1 отдаёт %n карту — её получает %2</numerusform>
            <numerusform>%1 отдаёт %n карты — их получает %2</numerusform>
            <numerusform>%1 отдаёт %n карт — их получает %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take the trick (%2)</source>
        <translation>Вы берёте взятку (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the trick (%2)</source>
        <translation>%1 берёт взятку (%2)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The first trick is led with the 2♣, or the lowest club when it is in the kitty.</source>
        <translation>Первую взятку начинают с двойки треф, а если она в прикупе — с младшей трефы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No heart and no Q♠ on the first trick while you hold another card.</source>
        <translation>На первую взятку нельзя класть червы и даму пик, пока есть другие карты.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are not broken yet: lead another suit until a heart or Q♠ is played.</source>
        <translation>Червы ещё не открыты: ходите другой мастью, пока не сыграна черва или дама пик.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No heart may be led before the third trick.</source>
        <translation>Ходить с червей нельзя до третьей взятки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give your cards first: play starts once everyone has.</source>
        <translation>Сначала отдайте карты: игра начнётся, когда отдадут все.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The give is over: play a card.</source>
        <translation>Передача закончена: сыграйте карту.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose exactly the number of cards this table gives.</source>
        <translation>Выберите ровно столько карт, сколько передают за этим столом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card cannot be given twice.</source>
        <translation>Одну карту нельзя отдать дважды.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such seat at this table.</source>
        <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+85"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Average: %1 points; each settles the average less their own (lower is better)</source>
        <translation>Среднее: %1 очк.; каждый получает разницу между средним и своим результатом (меньше — лучше)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The series is over: the %n chip(s) still in the pot are shared by everyone, %1 each.</source>
        <translation>
            <numerusform>Серия окончена: %n фишка, оставшаяся в банке, делится поровну между всеми — по %1 каждому.</numerusform>
            <numerusform>Серия окончена: %n фишки, оставшиеся в банке, делятся поровну между всеми — по %1 каждому.</numerusform>
            <numerusform>Серия окончена: %n фишек, оставшихся в банке, делятся поровну между всеми — по %1 каждому.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pot carried from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>В банке с прошлых раздач: %n фишка</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишки</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Carried in the pot from earlier deals: %n chip(s).</source>
        <translation>
            <numerusform>В банке с прошлых раздач: %n фишка.</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишки.</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Pot: %n chip(s). You have the lowest score and take it all.</source>
        <translation>
            <numerusform>Банк: %n фишка. У вас меньше всех очков: весь банк ваш.</numerusform>
            <numerusform>Банк: %n фишки. У вас меньше всех очков: весь банк ваш.</numerusform>
            <numerusform>Банк: %n фишек. У вас меньше всех очков: весь банк ваш.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). %1 has the lowest score and takes it all.</source>
        <translation>
            <numerusform>Банк: %n фишка. Меньше всех очков — %1: забирает весь банк.</numerusform>
            <numerusform>Банк: %n фишки. Меньше всех очков — %1: забирает весь банк.</numerusform>
            <numerusform>Банк: %n фишек. Меньше всех очков — %1: забирает весь банк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). Lowest score, splitting it: %1, %2 each.</source>
        <translation>
            <numerusform>Банк: %n фишка. Меньше всех очков, банк делят: %1 — по %2 каждому.</numerusform>
            <numerusform>Банк: %n фишки. Меньше всех очков, банк делят: %1 — по %2 каждому.</numerusform>
            <numerusform>Банк: %n фишек. Меньше всех очков, банк делят: %1 — по %2 каждому.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). Nobody took 0 points: the jackpot stays in the pot for the next deal.</source>
        <translation>
            <numerusform>Тотализатор: %n фишка. Без очков не остался никто: джекпот остаётся в банке на следующую раздачу.</numerusform>
            <numerusform>Тотализатор: %n фишки. Без очков не остался никто: джекпот остаётся в банке на следующую раздачу.</numerusform>
            <numerusform>Тотализатор: %n фишек. Без очков не остался никто: джекпот остаётся в банке на следующую раздачу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s). You took no points and win the jackpot.</source>
        <translation>
            <numerusform>Тотализатор: %n фишка. У вас ни одного очка: джекпот ваш.</numerusform>
            <numerusform>Тотализатор: %n фишки. У вас ни одного очка: джекпот ваш.</numerusform>
            <numerusform>Тотализатор: %n фишек. У вас ни одного очка: джекпот ваш.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). %1 took no points and wins the jackpot.</source>
        <translation>
            <numerusform>Тотализатор: %n фишка. Ни одного очка — %1: забирает джекпот.</numerusform>
            <numerusform>Тотализатор: %n фишки. Ни одного очка — %1: забирает джекпот.</numerusform>
            <numerusform>Тотализатор: %n фишек. Ни одного очка — %1: забирает джекпот.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). No points, splitting the jackpot: %1, %2 each.</source>
        <translation>
            <numerusform>Тотализатор: %n фишка. Без очков, джекпот делят: %1 — по %2 каждому.</numerusform>
            <numerusform>Тотализатор: %n фишки. Без очков, джекпот делят: %1 — по %2 каждому.</numerusform>
            <numerusform>Тотализатор: %n фишек. Без очков, джекпот делят: %1 — по %2 каждому.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n odd chip(s) stay in the pot for the next deal.</source>
        <translation>
            <numerusform>%n лишняя фишка остаётся в банке на следующую раздачу.</numerusform>
            <numerusform>%n лишние фишки остаются в банке на следующую раздачу.</numerusform>
            <numerusform>%n лишних фишек остаются в банке на следующую раздачу.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each seat pays one chip per point; units: chips won less chips paid.</source>
        <translation>Каждый платит по фишке за очко; итог: выигранные фишки минус заплаченные.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1. %2 led %3 · %4 took it · %5</source>
        <translation>%1. Заход: %2 (%3) · взятка: %4 · %5</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>The kitty %1 goes to %2 (%3)</source>
        <translation>Прикуп %1 достаётся взявшему первую взятку: %2 (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+55"/>
        <source>You shoot the moon!</source>
        <translation>Вы взяли всё — «луна»!</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+55"/>
        <source>%1 shoots the moon!</source>
        <translation>%1 — «луна»: все очки раздачи!</translation>
    </message>
    <message numerus="yes">
        <location line="-138"/>
        <source>%n pt(s) · Q♠</source>
        <translation>
            <numerusform>%n очко · Q♠</numerusform>
            <numerusform>%n очка · Q♠</numerusform>
            <numerusform>%n очков · Q♠</numerusform>
        </translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play Hea&amp;rts…</source>
        <translation>Играть в &amp;Червы…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standard</source>
        <translation>Стандарт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clean deals</source>
        <translation>Чистых раздач</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Q♠ taken</source>
        <translation>Взято Q♠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons</source>
        <translation>Луна (все очки)</translation>
    </message>
    <message numerus="yes">
        <location line="+86"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This deal gives to the right</source>
        <translation>В этой раздаче карты передают направо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal gives to the left</source>
        <translation>В этой раздаче карты передают налево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal gives across</source>
        <translation>В этой раздаче карты передают напротив</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>Нужно ходить в масть захода.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Black Lady (Q♠) must go at the first chance.</source>
        <translation>Чёрную даму (Q♠) нужно сбросить при первой возможности.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>That card cannot be played now.</source>
        <translation>Эту карту сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../coventry_desktop/widgets/language_menu.py" line="+69"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Как в системе</translation>
    </message>
</context>
<context>
    <name>LearnToPlay</name>
    <message>
        <location filename="../../coventry_desktop/widgets/learn_to_play.py" line="+66"/>
        <source>Your lesson progress could not be read.</source>
        <translation>Не удалось прочитать, какие уроки вы прошли.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Учимся играть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to %1? Learn it in five minutes.</source>
        <translation>Освойте игру «%1» за пять минут.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the &amp;Lessons</source>
        <translation>Начать &amp;уроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, &amp;Thanks</source>
        <translation>&amp;Нет, спасибо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks: do not offer the lessons again</source>
        <translation>Нет, спасибо: больше не предлагать уроки</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Learn to Play: %1 — Coventry Desktop</source>
        <translation>Учимся играть: %1 — Coventry Desktop</translation>
    </message>
</context>
<context>
    <name>LessonFlow</name>
    <message>
        <location filename="../../coventry_desktop/models/lesson_flow.py" line="+262"/>
        <source>Press Pass.</source>
        <translation>Нажмите «Пас».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1.</source>
        <translation>Сыграйте %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules allow that, but this lesson asks for another move.</source>
        <translation>Правила это разрешают, но урок просит другой ход.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/lesson_panel.py" line="+158"/>
        <source>Learn to Play</source>
        <translation>Учимся играть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start Again</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Следующий урок</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>complete</source>
        <translation>пройден</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not done yet</source>
        <translation>ещё не пройден</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Source: %1 (F1)</source>
        <translation>Источник — %1 (F1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source: %1 (F1), %2</source>
        <translation>Источник — %1 (F1), %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your move: %1</source>
        <translation>Ваш ход. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Well played. Now answer the question below.</source>
        <translation>Хорошо сыграно. Теперь ответьте на вопрос ниже.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the deal through; the bar under the table says what you may do, and H gives a hint.</source>
        <translation>Сыграйте раздачу до конца; строка под столом подскажет, что можно сделать, а H даёт подсказку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the other players.</source>
        <translation>Следите за другими игроками.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 Right: the lesson is complete.</source>
        <translation>%1 Верно: урок пройден.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not quite. Try another answer.</source>
        <translation>Не совсем. Попробуйте другой ответ.</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+1"/>
        <source>The rules allow that, but this lesson asks for another move.</source>
        <translation>Правила это разрешают, но урок просит другой ход.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The lesson is complete, but it could not be saved: %1</source>
        <translation>Урок пройден, но сохранить это не удалось: %1</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <location filename="../../coventry_desktop/models/lesson_flow.py" line="-149"/>
        <source>The lesson is over: answer its question, then choose Next Lesson.</source>
        <translation>Урок окончен: ответьте на его вопрос, затем выберите «Следующий урок».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson is complete: choose Next Lesson.</source>
        <translation>Урок пройден: выберите «Следующий урок».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson is complete, and so is the course.</source>
        <translation>Урок пройден, а с ним и весь курс.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../coventry_desktop/games/comet/lessons.py" line="+34"/>
        <source>A run in one suit</source>
        <translation>Ряд в одной масти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a free start you play any card, then every card you hold that continues it upward in the same suit. Where you lack the next card, it is announced and the turn passes left. Start with 3♣.</source>
        <translation>При свободном начале вы играете любую карту, а затем все свои карты, продолжающие её вверх в той же масти. Когда следующей карты нет, её объявляют, и очередь переходит влево. Начните с 3♣.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have a free start: play 3♣.</source>
        <translation>У вас свободное начало: сыграйте 3♣.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run needs 4♣ next, and you hold it: play it.</source>
        <translation>Ряду нужна 4♣, и она у вас: сыграйте её.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on with 5♣.</source>
        <translation>Продолжайте: 5♣.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run needs 7♣ and you hold it: you must play it.</source>
        <translation>Ряду нужна 7♣, и она у вас: вы обязаны её сыграть.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You lacked 6♣ after 5♣. What happened to the run?</source>
        <translation>После 5♣ у вас не было 6♣. Что стало с рядом?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“Without the Six of Clubs” was said, and B, who held it, went on</source>
        <translation>Прозвучало «Без шестёрки треф», и B, у которого она была, продолжил</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ended, and you started again</source>
        <translation>Он закончился, и вы начали снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You could play any other club</source>
        <translation>Можно было сыграть любую другую трефу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run goes on from the missing card, with whoever holds it.</source>
        <translation>Ряд продолжается с недостающей карты — у того, у кого она есть.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Holding the next card, you must play it</source>
        <translation>Есть следующая карта — играйте её</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C started a club run with A♣, which paid C 1 from each player, and ran it to 5♣: now it is your turn. You hold 6♣ and 7♣: you may not pass, and no other card may be played. When the run stops with you, the missing card is announced for you.</source>
        <translation>C начал трефовый ряд с A♣, за который получил по 1 от каждого игрока, и довёл его до 5♣: теперь ваш ход. У вас 6♣ и 7♣: пасовать нельзя, и никакую другую карту сыграть нельзя. Когда ряд остановится на вас, недостающую карту объявят за вас.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The run needs 6♣ and it is in your hand: play it.</source>
        <translation>Ряду нужна 6♣, и она у вас в руке: сыграйте её.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Continue with 7♣.</source>
        <translation>Продолжайте: 7♣.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who may play a card when it is not their turn?</source>
        <translation>Кто может сыграть карту не в свою очередь?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody: every card is played in turn</source>
        <translation>Никто: каждая карта играется в свою очередь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the next card</source>
        <translation>Тот, у кого следующая карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Whoever holds the Comet</source>
        <translation>Тот, у кого Комета</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is Foster&apos;s Commit: the turn always goes left, one seat at a time.</source>
        <translation>Это «Commit» в изложении Фостера: очередь всегда идёт влево, по одному игроку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A King ends the run and pays</source>
        <translation>Король завершает ряд и приносит плату</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A King stops its run at once and gives its player a free start. Whoever plays a King receives 1 from every other player. Play J♥, Q♥ and K♥, then start again.</source>
        <translation>Король сразу завершает свой ряд и даёт сыгравшему свободное начало. Сыгравший короля получает по 1 от каждого соперника. Сыграйте J♥, Q♥ и K♥, затем начните снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the hearts with J♥.</source>
        <translation>Начните червы с J♥.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue with Q♥.</source>
        <translation>Продолжайте: Q♥.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play K♥: it ends the run and pays you.</source>
        <translation>Сыграйте K♥: он завершит ряд и принесёт вам плату.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>After the ante of 1, you stand at +1 and B and C at −2. Why?</source>
        <translation>После взноса 1 у вас +1, а у B и C по −2. Почему?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The King paid you 1 from each of B and C</source>
        <translation>Король принёс вам по 1 от B и от C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every heart paid 1</source>
        <translation>Каждая черва принесла 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took the bank</source>
        <translation>Вы забрали банк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone put 1 into the bank; the King then paid you 2 in all.</source>
        <translation>Каждый внёс 1 в банк; затем король принёс вам всего 2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Comet instead of a pass</source>
        <translation>Комета вместо паса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C started a club run with 4♣ and laid 5♣: now it is your turn, and you lack 6♣. But you hold 9♦, the Comet. Instead of passing you may play it, and it pays you 2 from every other player. It never stands for the missing 6♣.</source>
        <translation>C начал трефовый ряд с 4♣ и выложил 5♣: теперь ваш ход, а 6♣ у вас нет. Зато у вас есть 9♦ — Комета. Вместо паса её можно сыграть, и она приносит по 2 от каждого соперника. Недостающую 6♣ она никогда не заменяет.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>B held 6♣ and 10♦, and went on with 10♦ and J♦. May 6♣ still continue the clubs?</source>
        <translation>У B были 6♣ и 10♦, и он продолжил 10♦ и J♦. Может ли 6♣ ещё продолжить трефы?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Yes: B may play it on the next turn</source>
        <translation>Да: B может сыграть её в следующий ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6♣ stays in B&apos;s hand; the Comet did not turn into it, and the clubs are closed.</source>
        <translation>6♣ остаётся в руке B; Комета не превратилась в неё, и трефовая ветвь закрыта.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>B started a club run with 4♣ and laid 5♣; C lacks 6♣ and plays the Comet instead of passing. The next player chooses: go on with the old run from 6♣, or start a diamond continuation with 10♦. You hold both; here, take the diamonds.</source>
        <translation>B начал трефовый ряд с 4♣ и выложил 5♣; у C нет 6♣, и вместо паса он играет Комету. Следующий игрок выбирает: продолжить прежний ряд с 6♣ или начать бубновое продолжение с 10♦. У вас есть обе; здесь возьмите бубны.</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>You cannot continue the clubs: play the Comet, 9♦.</source>
        <translation>Продолжить трефы вы не можете: сыграйте Комету, 9♦.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No: once a branch is played the other is closed</source>
        <translation>Нет: как только сыграли одну ветвь, другая закрыта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes: 6♣ is still needed</source>
        <translation>Да: 6♣ всё ещё нужна</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>After the Comet: choose the branch</source>
        <translation>После Кометы: выберите ветвь</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Start the diamond branch with 10♦; J♦ follows it.</source>
        <translation>Начните бубновую ветвь с 10♦; за ней пойдёт J♦.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If you had held 6♣ but not 10♦, what could you do?</source>
        <translation>Если бы у вас была 6♣, но не 10♦, что можно было бы сделать?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play 6♣: holding one branch&apos;s card, you must play it</source>
        <translation>Сыграть 6♣: если есть карта одной ветви, её обязаны сыграть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Пасовать</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play any club</source>
        <translation>Сыграть любую трефу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With both you choose; with one you must play it.</source>
        <translation>С обеими картами вы выбираете; с одной — обязаны её сыграть.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Going out: the bank, Kings and the Comet pay</source>
        <translation>Выход из игры: банк, короли и Комета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first empty hand ends the deal and takes the bank. Cards left cost nothing, except that each King still held pays 1 to every other player, and a Comet still held pays 2 to each. Four players: play your last card.</source>
        <translation>Первая пустая рука завершает раздачу и забирает банк. Оставшиеся карты ничего не стоят, но за каждого короля в руке его владелец платит по 1 каждому, а за несыгранную Комету — по 2 каждому. Четыре игрока: сыграйте последнюю карту.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play 2♠, your last card.</source>
        <translation>Сыграйте 2♠, свою последнюю карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why did D, who kept two cards, end at +3?</source>
        <translation>Почему D, у которого осталось две карты, закончил с +3?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s two Kings and C&apos;s Comet paid D as well</source>
        <translation>Два короля B и Комета C заплатили и ему</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D took half the bank</source>
        <translation>D взял половину банка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every card left pays its holder</source>
        <translation>Каждая оставшаяся карта приносит очко владельцу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D paid the ante of 1 and received 2 from B and 2 from C.</source>
        <translation>D внёс 1 в банк и получил 2 от B и 2 от C.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../coventry_desktop/games/coventry/lessons.py" line="+194"/>
        <location filename="../../coventry_desktop/games/hearts/lessons.py" line="+210"/>
        <source>A whole deal against Easy bots</source>
        <translation>Целая раздача против лёгких ботов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>51 cards, 8♦ taken out; three players get 17 each. Continue runs when you can, keep the Comet for a turn you cannot, and be the first to empty your hand. Press H for a hint whenever you wish.</source>
        <translation>51 карта, без 8♦; трое получают по 17. Продолжайте ряды, когда можете, берегите Комету для хода, когда не можете, и первым опустошите руку. Нажмите H, когда захотите подсказку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which cards pay when they are played?</source>
        <translation>Какие карты приносят плату, когда их играют?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Ace starting a run, a King, and the Comet</source>
        <translation>Туз, начинающий ряд, король и Комета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every diamond</source>
        <translation>Каждая бубна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the last card of a hand</source>
        <translation>Только последняя карта в руке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace and King pay 1 from each player, the Comet 2.</source>
        <translation>Туз и король приносят по 1 от каждого, Комета — по 2.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/games/coventry/lessons.py" line="-165"/>
        <location line="+31"/>
        <source>000 §03</source>
        <translation>000 §03</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Match the rank, or pass</source>
        <translation>Сыграйте то же достоинство или пасуйте</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only ranks matter: suits, order and values do not. When a rank is led, whoever holds a card of it must play one on their turn; whoever holds none passes. B leads a Five: play yours, then pass on the Kings.</source>
        <translation>Важно только достоинство: масть, старшинство и цена карт не значат ничего. Когда зашли с достоинства, у кого есть такая карта, обязан в свой ход сыграть одну; у кого нет — пасует. B заходит с пятёрки: сыграйте свою, а на королях пасуйте.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A Five is in play and you hold 5♥: play it.</source>
        <translation>В игре пятёрки, а у вас 5♥: сыграйте её.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A King is in play and you hold none: press Pass.</source>
        <translation>В игре короли, а у вас их нет: нажмите «Пас».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B has just played the fourth King. Who leads now?</source>
        <translation>B только что сыграл четвёртого короля. Кто заходит теперь?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, who played the fourth King</source>
        <translation>B, сыгравший четвёртого короля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C, who led the Kings</source>
        <translation>C, который зашёл с короля</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You, the next seat</source>
        <translation>Вы, следующий по очереди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever completes a quartet leads the next one at once.</source>
        <translation>Кто завершил четвёрку, сразу заходит снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several cards of one rank</source>
        <translation>Несколько карт одного достоинства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play one card at a time, never two at once. If the turn comes back to you and you still hold the rank, you play another: one player may play several, even all four, cards of a quartet.</source>
        <translation>Играйте по одной карте, никогда не две сразу. Если очередь вернулась к вам, а достоинство ещё есть, сыграйте ещё одну: один игрок может сыграть несколько и даже все четыре карты четвёрки.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You lead first: lead a Queen, Q♠.</source>
        <translation>Вы заходите первым: зайдите с дамы, Q♠.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Queens came back to you: play another one, Q♣.</source>
        <translation>Дамы вернулись к вам: сыграйте ещё одну, Q♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your last Queen, Q♥, completes the quartet.</source>
        <translation>Ваша последняя дама, Q♥, завершает четвёрку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How many cards of one quartet may one player play?</source>
        <translation>Сколько карт одной четвёрки может сыграть один игрок?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One</source>
        <translation>Одну</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two at most</source>
        <translation>Не больше двух</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any number, even all four</source>
        <translation>Сколько угодно, даже все четыре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the turn comes back, you play one more if you can.</source>
        <translation>Каждый раз, когда очередь возвращается, вы играете ещё одну, если можете.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+67"/>
        <source>000 §06</source>
        <translation>000 §06</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>The fourth card gives a new lead</source>
        <translation>Четвёртая карта даёт новый заход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rule card&apos;s example: you lead Q♠, B plays Q♥, C plays Q♦. When you play the fourth Queen, the quartet is complete and set aside, and you lead again at once, here 7♦.</source>
        <translation>Пример из правил: вы заходите с Q♠, B играет Q♥, C играет Q♦. Когда вы кладёте четвёртую даму, четвёрка завершена и откладывается, и вы сразу заходите снова, здесь с 7♦.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead Q♠, as in the rule card.</source>
        <translation>Зайдите с Q♠, как в правилах.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three Queens are out and you hold the fourth: play Q♣.</source>
        <translation>Три дамы вышли, четвёртая у вас: сыграйте Q♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You completed the quartet, so you lead again: lead 7♦.</source>
        <translation>Вы завершили четвёрку и снова заходите: зайдите с 7♦.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who led 7♦, and why?</source>
        <translation>Кто зашёл с 7♦ и почему?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: the fourth Queen gives its player the lead</source>
        <translation>Вы: четвёртая дама даёт сыгравшему заход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: the turn always goes left</source>
        <translation>B: очередь всегда идёт влево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the most Sevens</source>
        <translation>Тот, у кого больше семёрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn does not pass after a fourth card: its player leads.</source>
        <translation>После четвёртой карты очередь не переходит: заходит тот, кто её сыграл.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>000 §05</source>
        <translation>000 §05</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last card wins at once</source>
        <translation>Последняя карта сразу выигрывает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to play their last card wins the deal at once, even in the middle of a quartet. Each other player loses one unit per card left in hand, and the winner gets the sum.</source>
        <translation>Первый, кто сыграл последнюю карту, сразу выигрывает раздачу, даже посреди четвёрки. Каждый соперник теряет по единице за каждую карту в руке, а победитель получает сумму.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead Q♠: your other card is a Queen too.</source>
        <translation>Зайдите с Q♠: ваша вторая карта — тоже дама.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Q♣, your last card: you win before any new lead.</source>
        <translation>Сыграйте Q♣, свою последнюю карту: вы выигрываете до нового захода.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>B and C hold two cards each. What do you win?</source>
        <translation>У B и C по две карты. Сколько вы выигрываете?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 units: 2 from B and 2 from C</source>
        <translation>4 единицы: 2 от B и 2 от C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 units</source>
        <translation>2 единицы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing until the quartet is finished</source>
        <translation>Ничего, пока четвёрка не завершена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card left in an opponent&apos;s hand pays one unit to you.</source>
        <translation>Каждая карта, оставшаяся у соперника, приносит вам единицу.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settlement: 3 + 5 = 8</source>
        <translation>Расчёт: 3 + 5 = 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B leads the Threes; you hold the other two and C holds none. Go out with your last Three: B still holds 3 cards and C holds 5, so you win 3 + 5 = 8 units.</source>
        <translation>B заходит с тройки; две другие тройки у вас, у C их нет. Избавьтесь от последней тройки: у B останется 3 карты, у C — 5, и вы выиграете 3 + 5 = 8 единиц.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You hold Threes: play one, 3♦.</source>
        <translation>У вас есть тройки: сыграйте одну, 3♦.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play 3♣, your last card, and the deal is yours.</source>
        <translation>Сыграйте 3♣, свою последнюю карту, — и раздача ваша.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What do B and C score in this deal?</source>
        <translation>Сколько получают B и C в этой раздаче?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B −3 and C −5</source>
        <translation>B −3 и C −5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both −4</source>
        <translation>Оба по −4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B −5 and C −3</source>
        <translation>B −5 и C −3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each loses one unit per card left; the sums balance to zero.</source>
        <translation>Каждый теряет по единице за оставшуюся карту; в сумме выходит ноль.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>000 §02–§05</source>
        <translation>000 §02–§05</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 52 cards are dealt; the dealer&apos;s left neighbour leads. Match the rank in play, lead again after a fourth card, and be the first to empty your hand. Press H for a hint whenever you wish.</source>
        <translation>Раздаются все 52 карты; заходит сосед сдающего слева. Играйте достоинство, которое в игре, заходите снова после четвёртой карты и первым опустошите руку. Нажмите H, когда захотите подсказку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How does a deal of Earl of Coventry end?</source>
        <translation>Как заканчивается раздача «Графа Ковентри»?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player to play their last card wins at once</source>
        <translation>Первый, кто сыграл последнюю карту, сразу выигрывает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When all thirteen quartets are complete</source>
        <translation>Когда завершены все тринадцать четвёрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After six deals</source>
        <translation>После шести раздач</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six deals make a series; one empty hand ends a deal.</source>
        <translation>Шесть раздач — это серия; раздачу заканчивает одна пустая рука.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/games/hearts/lessons.py" line="-174"/>
        <location line="+60"/>
        <source>003 “Play”</source>
        <translation>003 «Игра»</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Follow the suit led</source>
        <translation>Ходите в масть захода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each trick is one card from everyone. You must follow the suit led if you can; the highest card of that suit wins the trick, and there are no trumps. D leads 5♦: follow low and let someone else win.</source>
        <translation>Взятка — по одной карте от каждого. Если можете, обязаны ходить в масть захода; взятку берёт старшая карта этой масти, козырей нет. D заходит с 5♦: ответьте младшей и пусть берёт другой.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow diamonds with 3♦: too low to win the trick.</source>
        <translation>Ответьте в бубны 3♦: она слишком мала, чтобы взять взятку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who won this trick?</source>
        <translation>Кто взял эту взятку?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, with 9♦, the highest diamond</source>
        <translation>B, с 9♦, старшей бубной</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, with 3♦</source>
        <translation>Вы, с 3♦</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D, who led</source>
        <translation>D, который заходил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The highest card of the suit led wins, and its winner leads next.</source>
        <translation>Берёт старшая карта масти захода, и взявший ходит следующим.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>003 “The give”</source>
        <translation>003 «Передача»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The give: three cards to the right</source>
        <translation>Передача: три карты направо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before play, everyone gives three cards face down to the right-hand neighbour, before seeing the three coming from the left. Give away what would take points: here Q♠, A♥ and K♥. Click them, then Confirm.</source>
        <translation>Перед игрой каждый передаёт три карты рубашкой вверх соседу справа, не видя трёх карт, пришедших слева. Отдайте то, что взяло бы очки: здесь Q♠, A♥ и K♥. Щёлкните по ним, затем «Подтвердить».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose Q♠, A♥ and K♥, then press Confirm.</source>
        <translation>Выберите Q♠, A♥ и K♥ и нажмите «Подтвердить».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who received your three cards?</source>
        <translation>Кто получил ваши три карты?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D, your right-hand neighbour</source>
        <translation>D, ваш сосед справа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B, on your left</source>
        <translation>B, сосед слева</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: they went to the kitty</source>
        <translation>Никто: они ушли в прикуп</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You gave to the right and received B&apos;s three from the left.</source>
        <translation>Вы передали направо и получили три карты B слева.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The Black Lady must go</source>
        <translation>Чёрная дама должна уйти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠, the Black Lady, is worth 13 points. Whoever holds her must discard her at the first chance: on the first trick in which they cannot follow suit. D leads 5♦ and you hold no diamond.</source>
        <translation>Q♠, Чёрная дама, стоит 13 очков. Кто её держит, обязан сбросить её при первой возможности — на первой взятке, в масть которой он не может ответить. D заходит с 5♦, а бубен у вас нет.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You hold no diamond: play Q♠.</source>
        <translation>Бубен у вас нет: сыграйте Q♠.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who takes the Black Lady&apos;s 13 points?</source>
        <translation>Кому достаются 13 очков Чёрной дамы?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, who won the trick with 9♦</source>
        <translation>B, взявшему взятку 9♦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, who played her</source>
        <translation>Вам, раз вы её сыграли</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: discards score nothing</source>
        <translation>Никому: сброшенные карты очков не дают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points go to whoever wins the trick they are in.</source>
        <translation>Очки получает тот, кто взял взятку с ними.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+59"/>
        <source>003 “Points and settlement”</source>
        <translation>003 «Очки и расчёт»</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Points: every heart costs one</source>
        <translation>Очки: каждая черва — одно очко</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aim is to take as few points as possible: each heart in your tricks is 1 point, the Black Lady 13. Lead low so that you do not win, and throw away your high card when you cannot follow.</source>
        <translation>Цель — набрать как можно меньше очков: каждая черва во взятках — 1 очко, Чёрная дама — 13. Заходите с младшей, чтобы не взять, и сбрасывайте старшую карту, когда не можете ответить в масть.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead 2♦: the lowest diamond cannot win.</source>
        <translation>Зайдите с 2♦: младшая бубна не может взять.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no heart: discard A♣.</source>
        <translation>Черв у вас нет: сбросьте A♣.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D took 10♥ and 5♥. How many points is that?</source>
        <translation>D взял 10♥ и 5♥. Сколько это очков?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: one per heart</source>
        <translation>2: по одному за черву</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>15: the cards&apos; values</source>
        <translation>15: по достоинству карт</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+72"/>
        <source>13</source>
        <translation>13</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Only hearts and Q♠ count; lower is better.</source>
        <translation>Считаются только червы и Q♠; чем меньше, тем лучше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>003 “Players, deck, deal”</source>
        <translation>003 «Игроки, колода, раздача»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kitty goes with the first trick</source>
        <translation>Прикуп уходит с первой взяткой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players each gets 17 cards and one is left over, face down: the kitty. Nobody looks at it; whoever wins the first trick takes it with that trick, points and all.</source>
        <translation>Втроём каждый получает 17 карт, а одна остаётся рубашкой вверх — это прикуп. Никто в него не смотрит; взявший первую взятку забирает его вместе с ней, со всеми очками.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lead 2♣ so that you do not win the first trick.</source>
        <translation>Зайдите с 2♣, чтобы не взять первую взятку.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The kitty was 7♥. Who scored its point?</source>
        <translation>В прикупе была 7♥. Кому досталось её очко?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C, who won the first trick</source>
        <translation>C, взявшему первую взятку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You, who won the last trick</source>
        <translation>Вам, взявшему последнюю взятку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody: the kitty never counts</source>
        <translation>Никому: прикуп не считается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The kitty stays face down until the deal is scored.</source>
        <translation>Прикуп лежит рубашкой вверх до подсчёта раздачи.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settling against the average</source>
        <translation>Расчёт от среднего</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points add up over the series, and then everyone settles against the average. The rule card&apos;s series: A 42, B 71, C 19, D 24 points, 156 in all, an average of 39. Play this last trick, then settle.</source>
        <translation>Очки суммируются за серию, затем каждый рассчитывается по отклонению от среднего. Серия из правил: A 42, B 71, C 19, D 24 очка, всего 156, в среднем 39. Сыграйте эту последнюю взятку, затем рассчитайтесь.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Follow with 2♠.</source>
        <translation>Ответьте 2♠.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In the rule card&apos;s series, what does C (19 points) get?</source>
        <translation>Что получает C (19 очков) в серии из правил?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+20: the average 39 less 19</source>
        <translation>+20: среднее 39 минус 19</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−20</source>
        <translation>−20</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+19</source>
        <translation>+19</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A −3, B −32, C +20, D +15: the results sum to zero.</source>
        <translation>A −3, B −32, C +20, D +15: в сумме ноль.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, 13 cards each. Give three cards to the right, follow suit, shed the Black Lady when you must, and take as few points as you can. Press H for a hint whenever you wish.</source>
        <translation>Четыре игрока, по 13 карт. Передайте три карты направо, ходите в масть, сбросьте Чёрную даму, когда обязаны, и наберите как можно меньше очков. Нажмите H, когда захотите подсказку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many points are there in a deal?</source>
        <translation>Сколько очков в одной раздаче?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>26: 13 hearts and 13 for Q♠</source>
        <translation>26: 13 черв и 13 за Q♠</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>52: one per card</source>
        <translation>52: по одному за карту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower is better: the fewer points you take, the more you win.</source>
        <translation>Чем меньше, тем лучше: меньше очков — больше выигрыш.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="+267"/>
        <source>Practise the &amp;Calls…</source>
        <translation>Тренировка п&amp;риговорок…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice Pro&amp;gress…</source>
        <translation>&amp;Успехи в тренировке…</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../coventry_desktop/widgets/message_bar.py" line="+139"/>
        <location line="+1"/>
        <source>Hide this message</source>
        <translation>Скрыть это сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message bar</source>
        <translation>Панель сообщений</translation>
    </message>
</context>
<context>
    <name>OtherGames</name>
    <message>
        <location filename="../../coventry_desktop/widgets/opening.py" line="+149"/>
        <source>The unfinished game of %1 could not be restored, so a new one starts.</source>
        <translation>Незаконченную партию игры «%1» не удалось восстановить, поэтому начинается новая.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+150"/>
        <source>A game of %1 is not finished (deal %2). Go on with it?</source>
        <translation>Партия игры «%1» не закончена (раздача %2). Продолжить её?</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="+38"/>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The practice progress could not be read.</source>
        <translation>Не удалось прочитать успехи в тренировке.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It starts again from zero.</source>
        <translation>Они начнутся заново, с нуля.</translation>
    </message>
</context>
<context>
    <name>PracticeBox</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/in_game_box.py" line="+69"/>
        <source>Type the call</source>
        <translation>Вводить текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type each call instead of choosing it from four</source>
        <translation>Вводить каждую приговорку текстом, а не выбирать из четырёх</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Your calls: %1 of %2 right</source>
        <translation>Ваши приговорки: верно %1 из %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practice: your calls are asked for</source>
        <translation>Тренировка: приговорки называете вы</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Missed (%1): %2</source>
        <translation>Пропущено (%1): %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play goes on: answer before your next card.</source>
        <translation>Игра идёт дальше: ответьте до своей следующей карты.</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/progress_dialog.py" line="+70"/>
        <source>Practice progress</source>
        <translation>Успехи в тренировке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls in:</source>
        <translation>Язык приговорок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a drill…</source>
        <translation>Начать тренировку…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No answers in this language yet: start a drill.</source>
        <translation>На этом языке ответов пока нет: начните тренировку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All time: %1% right · answers: %2 · sessions: %3</source>
        <translation>За всё время: верно %1% · ответов: %2 · занятий: %3</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../coventry_desktop/models/presentation.py" line="+187"/>
        <source>Play %1…</source>
        <translation>Сыграть в игру «%1»…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../coventry_desktop/i18n.py" line="+48"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-4"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QuizWidget</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/practice/quiz_widget.py" line="+128"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the call, then press Enter</source>
        <translation>Введите приговорку и нажмите Enter</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Which call goes with this card, the lead (1st card of the quartet)?</source>
        <translation>Какую приговорку говорят с этой картой, если с неё заходят (1-я карта четвёрки)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 2nd of its quartet?</source>
        <translation>Какую приговорку говорят с этой картой, если она 2-я в четвёрке?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 3rd of its quartet?</source>
        <translation>Какую приговорку говорят с этой картой, если она 3-я в четвёрке?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 4th of its quartet?</source>
        <translation>Какую приговорку говорят с этой картой, если она 4-я в четвёрке?</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Right!</source>
        <translation>Верно!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite.</source>
        <translation>Не совсем.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up.</source>
        <translation>Время вышло.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="-58"/>
        <source>%1 passes.</source>
        <translation>%1: пас.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 plays %2.</source>
        <translation>%1 кладёт %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The quartet is complete; %1 leads again.</source>
        <translation>Четвёрка собрана; %1 снова заходит.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 goes out and wins the deal.</source>
        <translation>%1 играет последнюю карту и выигрывает раздачу.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>You pass.</source>
        <translation>Вы пасуете.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You play %1.</source>
        <translation>Вы кладёте %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The quartet is complete; you lead again.</source>
        <translation>Четвёрка собрана; вы снова заходите.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You go out and win the deal.</source>
        <translation>Вы играете последнюю карту и выигрываете раздачу.</translation>
    </message>
</context>
<context>
    <name>RhymePanel</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/calls_panel.py" line="+314"/>
        <source>%1: %2</source>
        <comment>seat name: card played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+22"/>
        <source>Your call?</source>
        <translation>Ваша приговорка?</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../coventry_desktop/games/coventry/ui/extras.py" line="-44"/>
        <source>Calls</source>
        <translation>Приговорки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Style:</source>
        <translation>&amp;Стиль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhymes</source>
        <translation>Рифмы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snip, Snap, Snorem</source>
        <translation>Снип, снап, снорем</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of the quartet called so far</source>
        <translation>Сколько карт четвёрки уже названо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speak the calls aloud</source>
        <translation>Произносить приговорки вслух</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask &amp;me for my calls</source>
        <translation>&amp;Опрос приговорок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each card you play asks for its call before the call is shown</source>
        <translation>Для каждой вашей карты приговорку сначала спрашивают у вас, а потом показывают</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../../coventry_desktop/widgets/scoreboard.py" line="+53"/>
        <source>Scoreboard</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal %1</source>
        <translation>Раздача %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Pot shared (%n chip(s))</source>
        <translation>
            <numerusform>Банк поделен (%n фишка)</numerusform>
            <numerusform>Банк поделен (%n фишки)</numerusform>
            <numerusform>Банк поделен (%n фишек)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Total (%n chip(s) in the pot)</source>
        <translation>
            <numerusform>Итого (в банке %n фишка)</numerusform>
            <numerusform>Итого (в банке %n фишки)</numerusform>
            <numerusform>Итого (в банке %n фишек)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../coventry_desktop/models/setup.py" line="+57"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message>
        <location filename="../../coventry_desktop/widgets/series_panel.py" line="+142"/>
        <location line="+67"/>
        <location line="+3"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Units</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>This deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Deal %1 settled</source>
        <translation>Расчёт раздачи %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>U</source>
        <comment>Units shortened to a letter or two in a narrow settlement grid; a legend under it gives the word</comment>
        <translation>Итог</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <comment>a short settlement header and its word, in the legend under the grid</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Deal %1: the series ends when a total reaches %2</source>
        <translation>Раздача %1: серия кончается, когда чей-то итог достигнет %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 of %2</source>
        <translation>Раздача %1 из %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>In the pot from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>В банке с прошлых раздач: %n фишка</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишки</numerusform>
            <numerusform>В банке с прошлых раздач: %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Play Again</source>
        <translation>Сыграть &amp;ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Deal</source>
        <translation>&amp;Следующая раздача</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message>
        <location filename="../../coventry_desktop/show.py" line="+68"/>
        <source>This is a folder, not a file.</source>
        <translation>Это папка, а не файл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such file.</source>
        <translation>Такого файла нет.</translation>
    </message>
</context>
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../coventry_desktop/speech/speakers.py" line="+14"/>
        <source>No English voice on this system.</source>
        <translation>В системе нет английского голоса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Russian voice on this system.</source>
        <translation>В системе нет русского голоса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No French voice on this system.</source>
        <translation>В системе нет французского голоса.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No voice on this system.</source>
        <translation>В системе нет голоса.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/speech/qt_speaker.py" line="+123"/>
        <source>The speech engine does not respond.</source>
        <translation>Синтезатор речи не отвечает.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No speech engine on this system.</source>
        <translation>В системе нет синтезатора речи.</translation>
    </message>
    <message>
        <location filename="../../coventry_desktop/speech/__init__.py" line="+53"/>
        <source>Speech is not installed (pip install coventry-desktop[speech]).</source>
        <translation>Озвучивание не установлено (pip install coventry-desktop[speech]).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Speech needs the system library %1, which is missing (make run installs it).</source>
        <translation>Для озвучивания нужна системная библиотека %1, её нет (make run её установит).</translation>
    </message>
</context>
<context>
    <name>StatisticsTable</name>
    <message>
        <location filename="../../coventry_desktop/widgets/statistics_table.py" line="+72"/>
        <source>Statistics of %1</source>
        <translation>Статистика: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Series</source>
        <translation>Серии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per deal</source>
        <translation>Очков за раздачу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First place shared</source>
        <translation>Первое место поровну</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best series</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The earlier statistics of %1 could not be read; their file “%2” is left in “%3”.</source>
        <translation>Прежнюю статистику игры %1 не удалось прочитать; её файл «%2» оставлен в «%3».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Some earlier entries could not be read and are left out here; the whole file as it was is kept as “%1” in “%2”.</source>
        <translation>Некоторые прежние записи не удалось прочитать, и здесь их нет; весь файл в прежнем виде сохранён как «%1» в «%2».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The earlier statistics of %1 could not be read: they were set aside as “%2” in “%3”, and these count from then.</source>
        <translation>Прежнюю статистику игры %1 не удалось прочитать: она отложена как «%2» в «%3», а эта ведётся с того времени.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../coventry_desktop/storage/problems.py" line="+85"/>
        <source>The file could not be read (the system refused access or the disk failed).</source>
        <translation>Файл не удалось прочитать (система отказала в доступе или произошёл сбой диска).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not text: it was damaged or overwritten by another program.</source>
        <translation>Это не текстовый файл: он повреждён или перезаписан другой программой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short: it was not written to the end.</source>
        <translation>Файл оборван: он не был записан до конца.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged or is not a Coventry Desktop file.</source>
        <translation>Файл повреждён или не является файлом Coventry Desktop.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a version of the game with different rules or format.</source>
        <translation>Файл создан версией игры с другими правилами или форматом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was made by a newer version of Coventry Desktop, which this one cannot read.</source>
        <translation>Файл создан более новой версией Coventry Desktop, и эта версия не может его прочитать.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file was changed outside the game, so it cannot be trusted.</source>
        <translation>Файл изменён вне игры, поэтому ему нельзя доверять.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some entries of the file are damaged and were left out; the others were kept.</source>
        <translation>Некоторые записи файла повреждены и пропущены; остальные сохранены.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Some values in the file could not be used: they went back to their defaults or to the nearest allowed value, and the others were kept.</source>
        <translation>Некоторые значения в файле нельзя использовать: им возвращены значения по умолчанию или ближайшие допустимые, остальные сохранены.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a statistics file (the totals of Game → Statistics…), not a game record, so it has no deals to show. Open a record written by Game → Export Record…, or the game&apos;s autosave in the same folder, whose name ends in “-autosave.json”.</source>
        <translation>Это файл статистики (итоги из «Игра → Статистика…»), а не запись игры: в нём нет раздач, которые можно показать. Откройте запись, сделанную через «Игра → Экспорт записи…», или автосохранение игры в той же папке — его имя оканчивается на «-autosave.json».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Names in your settings were too long and were shortened to fit.</source>
        <translation>Слишком длинные имена в настройках укорочены.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is %1 MB, far bigger than any file Coventry Desktop writes, so it was not read.</source>
        <translation>Размер файла — %1 МБ, намного больше любого файла Coventry Desktop, поэтому он не был прочитан.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file contains an action the rules do not allow.</source>
        <translation>В файле есть действие, запрещённое правилами.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a number is far too big.</source>
        <translation>число слишком велико.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is out of its range.</source>
        <translation>число вне допустимых пределов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is of the wrong kind (text where a number belongs, or yes/no where a seat belongs).</source>
        <translation>значение не того вида (текст вместо числа или «да/нет» вместо номера места).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a name or a list is too long.</source>
        <translation>имя или список слишком длинные.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name is empty.</source>
        <translation>имя пустое.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list is too short.</source>
        <translation>список слишком короткий.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a name holds control or text-direction characters.</source>
        <translation>в имени есть управляющие символы или символы направления текста.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same name is there twice.</source>
        <translation>одно и то же имя встречается дважды.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is missing.</source>
        <translation>не хватает значения.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is a field the file should not have.</source>
        <translation>в файле есть поле, которого там быть не должно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>brackets are nested far too deeply.</source>
        <translation>скобки вложены слишком глубоко.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value is not allowed.</source>
        <translation>недопустимое значение.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a group of named values</source>
        <translation>набор именованных значений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing (null)</source>
        <translation>пустое значение (null)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this version has no game “%1”.</source>
        <translation>в этой версии нет игры «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is for %1 to %2 players, and the file has %3.</source>
        <translation>в эту игру играют от %1 до %2 игроков, а в файле игроков: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of levels (%1) is not the number of players (%2).</source>
        <translation>число уровней (%1) не равно числу игроков (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not a bot level.</source>
        <translation>«%1» — не уровень бота.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no options.</source>
        <translation>у этой игры нет вариантов правил.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no option “%1”.</source>
        <translation>у игры нет правила «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a value this option can take.</source>
        <translation>«%1» — недопустимое значение этого правила.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a card.</source>
        <translation>«%1» — не карта.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has no action “%1”.</source>
        <translation>в игре нет действия «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not an action of this game.</source>
        <translation>«%1» — не действие этой игры.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the statistics of “%1”</source>
        <translation>статистика игрока «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the players&apos; statistics</source>
        <translation>статистика игроков</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>the number of players of %1</source>
        <translation>число игроков в игре «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the number of people at the screen in %1</source>
        <translation>число людей у экрана в игре «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bots&apos; level in %1</source>
        <translation>уровень ботов в игре «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the length of a series of %1</source>
        <translation>длина серии в игре «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules chosen for %1</source>
        <translation>правила, выбранные для игры «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the options of %1</source>
        <translation>настройки игры «%1»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the speed of play (View → Speed)</source>
        <translation>скорость игры (Вид → Скорость)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large Cards (View)</source>
        <translation>Крупные карты (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Contrast (View)</source>
        <translation>Высокая контрастность (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-Colour Deck (View)</source>
        <translation>Четырёхцветная колода (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the window (View → Language)</source>
        <translation>язык окна (Вид → Язык)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the calls</source>
        <translation>язык приговорок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the style of the calls</source>
        <translation>вид приговорок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass Automatically (View)</source>
        <translation>Пасовать автоматически (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Cards by Double-Click (View)</source>
        <translation>Ходить двойным щелчком (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speak Aloud (View)</source>
        <translation>Читать вслух (Вид)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the window&apos;s size and place</source>
        <translation>размер и положение окна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game played last</source>
        <translation>последняя игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the setting “%1”</source>
        <translation>настройка «%1»</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+34"/>
        <source>the name of player %1</source>
        <translation>имя игрока %1</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the players&apos; names</source>
        <translation>имена игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bot level of player %1</source>
        <translation>уровень бота игрока %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bots&apos; levels</source>
        <translation>уровни ботов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves of deal %1</source>
        <translation>ходы раздачи %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the moves</source>
        <translation>ходы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shuffles of the deals</source>
        <translation>тасовки раздач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deals in which Undo was used</source>
        <translation>раздачи, в которых была отмена хода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first dealer</source>
        <translation>первый сдающий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of deals</source>
        <translation>число раздач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game&apos;s options</source>
        <translation>правила партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lessons completed</source>
        <translation>пройденные уроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the games whose lessons were declined</source>
        <translation>игры, от уроков которых отказались</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the series already counted</source>
        <translation>уже учтённые серии</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Names in your settings longer than %1 characters were shortened to fit: %2.</source>
        <translation>Имена в настройках длиннее %1 символов укорочены: %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>“%1” was left where it is, neither read nor moved; the game goes on without it.</source>
        <translation>«%1» оставлен на месте, его не читали и не перемещали; игра продолжается без него.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a saved game or a record.</source>
        <translation>Выберите сохранённую игру или запись.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>“%1” is a folder, a pipe or a device, not a regular file</source>
        <translation>«%1» — это папка, канал или устройство, а не обычный файл</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Set back in “%1”: %2.</source>
        <translation>Возвращены в «%1»: %2.</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>This is not a regular file (it is a pipe, a device or a folder), so it was not read.</source>
        <translation>Это не обычный файл (это канал, устройство или папка), поэтому он не прочитан.</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>Left out of “%1”: %2.</source>
        <translation>Пропущено в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>In “%1”: %2</source>
        <translation>В «%1»: %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>A copy of the file as it was is kept as “%1”.</source>
        <translation>Копия файла в прежнем виде сохранена как «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept aside as “%1”; nothing else was changed.</source>
        <translation>Он сохранён под именем «%1»; больше ничего не изменено.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In “%1” (%2): %3</source>
        <translation>В «%1» (%2): %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a value is of the wrong kind: %1 where %2 belongs.</source>
        <translation>значение не того вида: %1 там, где ожидается %2.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>диск только для чтения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are not allowed to write in that folder</source>
        <translation>у вас нет права записи в эту папку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error</source>
        <translation>диск сообщил об ошибке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another window of the game keeps the games now</source>
        <translation>теперь партии сохраняет другое окно игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder it is written in is not there</source>
        <translation>папки, в которую он записывается, нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its symbolic links point to each other in a loop</source>
        <translation>его символические ссылки указывают друг на друга по кругу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a file stands where the folder should be</source>
        <translation>на месте папки находится файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused to write it</source>
        <translation>система отказала в записи</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../../coventry_desktop/models/table_flow.py" line="+285"/>
        <source>There is no passing in this game.</source>
        <translation>В этой игре пасовать нельзя.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>You have nothing to play: you pass.</source>
        <translation>Вам нечем ходить: вы пасуете.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../coventry_desktop/games/coventry/ui/words.py" line="+20"/>
        <source>Ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card of the rank in play, or pass if you have none.</source>
        <translation>Сыграйте карту текущего достоинства или пасуйте, если её нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold the rank in play, so you must play it.</source>
        <translation>У вас есть карта текущего достоинства — её нужно сыграть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The leader must lead a card and cannot pass.</source>
        <translation>Заходящий должен сыграть карту и не может пасовать.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such seat.</source>
        <translation>Такого места нет.</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <location filename="../../coventry_desktop/widgets/view_menu.py" line="+90"/>
        <source>Lar&amp;ge Cards</source>
        <translation>&amp;Крупные карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High Contrast</source>
        <translation>&amp;Высокая контрастность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue diamonds and green clubs, so no two suits share a colour</source>
        <translation>Синие бубны и зелёные трефы — у каждой масти свой цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side Pa&amp;nel</source>
        <translation>Бок&amp;овая панель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Scr&amp;een</source>
        <translation>Полный &amp;экран</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/models/transcript.py" line="+28"/>
        <source>%1 — %2 players, %n deal(s) finished</source>
        <translation>
            <numerusform>%1 — игроков: %2, сыграна %n раздача</numerusform>
            <numerusform>%1 — игроков: %2, сыграно %n раздачи</numerusform>
            <numerusform>%1 — игроков: %2, сыграно %n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bots: %1</source>
        <translation>Боты: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>сложный</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 — %2 deals</source>
        <translation>Раздача %1 — сдаёт %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1 — you deal</source>
        <translation>Раздача %1 — сдаёте вы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(Undo was used in this deal.)</source>
        <translation>(В этой раздаче ход отменяли.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(The record stops here, in the middle of the deal.)</source>
        <translation>(Запись обрывается здесь, посреди раздачи.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No deal has ended yet.</source>
        <translation>Ни одна раздача ещё не окончена.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totals after %n deal(s):</source>
        <translation>
            <numerusform>Итоги после %n раздачи:</numerusform>
            <numerusform>Итоги после %n раздач:</numerusform>
            <numerusform>Итоги после %n раздач:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 → %3</source>
        <comment>a settlement line: name, cells, units</comment>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <comment>a settlement cell: its header, its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>After the last deal %n chip(s) were still in the pot: shared equally by everyone.</source>
        <translation>
            <numerusform>После последней раздачи в банке осталась %n фишка: её поровну делят все.</numerusform>
            <numerusform>После последней раздачи в банке остались %n фишки: их поровну делят все.</numerusform>
            <numerusform>После последней раздачи в банке осталось %n фишек: их поровну делят все.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Still in the pot for the next deal: %n chip(s).</source>
        <translation>
            <numerusform>В банке на следующую раздачу: %n фишка.</numerusform>
            <numerusform>В банке на следующую раздачу: %n фишки.</numerusform>
            <numerusform>В банке на следующую раздачу: %n фишек.</numerusform>
        </translation>
    </message>
</context>
</TS>
