<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CometPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/comet/ui/presenter.py" line="+81"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoventryPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="+132"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+83"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n deal per player</numerusform>
            <numerusform>%n deals per player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeartsOptionWords</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/hearts/ui/option_words.py" line="+43"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n deal(s) per player</source>
        <translation>
            <numerusform>%n deal per player</numerusform>
            <numerusform>%n deals per player</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeartsPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/hearts/ui/presenter.py" line="+64"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n pt(s) · Q♠</source>
        <translation>
            <numerusform>%n pt · Q♠</numerusform>
            <numerusform>%n pts · Q♠</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>Choose %n card(s) to give to %1, then Confirm</source>
        <translation>
            <numerusform>Choose %n card to give to %1, then Confirm</numerusform>
            <numerusform>Choose %n cards to give to %1, then Confirm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>You give %n card(s) to %2</source>
        <translation>
            <numerusform>You give %n card to %2</numerusform>
            <numerusform>You give %n cards to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives you %n card(s)</source>
        <translation>
            <numerusform>%1 gives you %n card</numerusform>
            <numerusform>%1 gives you %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 gives %n card(s) to %2</source>
        <translation>
            <numerusform>%1 gives %n card to %2</numerusform>
            <numerusform>%1 gives %n cards to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>The series is over: the %n chip(s) still in the pot are shared by everyone, %1 each.</source>
        <translation>
            <numerusform>The series is over: the %n chip still in the pot is shared by everyone, %1 each.</numerusform>
            <numerusform>The series is over: the %n chips still in the pot are shared by everyone, %1 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pot carried from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>Pot carried from earlier deals: %n chip</numerusform>
            <numerusform>Pot carried from earlier deals: %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Carried in the pot from earlier deals: %n chip(s).</source>
        <translation>
            <numerusform>Carried in the pot from earlier deals: %n chip.</numerusform>
            <numerusform>Carried in the pot from earlier deals: %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Pot: %n chip(s). You have the lowest score and take it all.</source>
        <translation>
            <numerusform>Pot: %n chip. You have the lowest score and take it all.</numerusform>
            <numerusform>Pot: %n chips. You have the lowest score and take it all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). %1 has the lowest score and takes it all.</source>
        <translation>
            <numerusform>Pot: %n chip. %1 has the lowest score and takes it all.</numerusform>
            <numerusform>Pot: %n chips. %1 has the lowest score and takes it all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s). Lowest score, splitting it: %1, %2 each.</source>
        <translation>
            <numerusform>Pot: %n chip. Lowest score, splitting it: %1, %2 each.</numerusform>
            <numerusform>Pot: %n chips. Lowest score, splitting it: %1, %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). Nobody took 0 points: the jackpot stays in the pot for the next deal.</source>
        <translation>
            <numerusform>Totaliser: %n chip. Nobody took 0 points: the jackpot stays in the pot for the next deal.</numerusform>
            <numerusform>Totaliser: %n chips. Nobody took 0 points: the jackpot stays in the pot for the next deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s). You took no points and win the jackpot.</source>
        <translation>
            <numerusform>Totaliser: %n chip. You took no points and win the jackpot.</numerusform>
            <numerusform>Totaliser: %n chips. You took no points and win the jackpot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). %1 took no points and wins the jackpot.</source>
        <translation>
            <numerusform>Totaliser: %n chip. %1 took no points and wins the jackpot.</numerusform>
            <numerusform>Totaliser: %n chips. %1 took no points and wins the jackpot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Totaliser: %n chip(s). No points, splitting the jackpot: %1, %2 each.</source>
        <translation>
            <numerusform>Totaliser: %n chip. No points, splitting the jackpot: %1, %2 each.</numerusform>
            <numerusform>Totaliser: %n chips. No points, splitting the jackpot: %1, %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n odd chip(s) stay in the pot for the next deal.</source>
        <translation>
            <numerusform>%n odd chip stays in the pot for the next deal.</numerusform>
            <numerusform>%n odd chips stay in the pot for the next deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/widgets/scoreboard.py" line="+63"/>
        <source>Pot shared (%n chip(s))</source>
        <translation>
            <numerusform>Pot shared (%n chip)</numerusform>
            <numerusform>Pot shared (%n chips)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Total (%n chip(s) in the pot)</source>
        <translation>
            <numerusform>Total (%n chip in the pot)</numerusform>
            <numerusform>Total (%n chips in the pot)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesPanel</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/widgets/series_panel.py" line="+260"/>
        <source>In the pot from earlier deals: %n chip(s)</source>
        <translation>
            <numerusform>In the pot from earlier deals: %n chip</numerusform>
            <numerusform>In the pot from earlier deals: %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/models/transcript.py" line="+28"/>
        <source>%1 — %2 players, %n deal(s) finished</source>
        <translation>
            <numerusform>%1 — %2 players, %n deal finished</numerusform>
            <numerusform>%1 — %2 players, %n deals finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Totals after %n deal(s):</source>
        <translation>
            <numerusform>Totals after %n deal:</numerusform>
            <numerusform>Totals after %n deals:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>After the last deal %n chip(s) were still in the pot: shared equally by everyone.</source>
        <translation>
            <numerusform>After the last deal %n chip was still in the pot: shared equally by everyone.</numerusform>
            <numerusform>After the last deal %n chips were still in the pot: shared equally by everyone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Still in the pot for the next deal: %n chip(s).</source>
        <translation>
            <numerusform>Still in the pot for the next deal: %n chip.</numerusform>
            <numerusform>Still in the pot for the next deal: %n chips.</numerusform>
        </translation>
    </message>
</context>
</TS>
