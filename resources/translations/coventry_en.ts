<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CometPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/comet/ui/presenter.py" line="+70"/>
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
        <location filename="../../coventry_desktop/games/coventry/ui/presenter.py" line="+118"/>
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
        <location filename="../../coventry_desktop/widgets/other_games.py" line="+72"/>
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
        <location filename="../../coventry_desktop/games/hearts/ui/option_words.py" line="+38"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeartsPresenter</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/games/hearts/ui/presenter.py" line="+50"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
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
        <location line="+91"/>
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
        <source>Pot: %n chip(s), one per point. %1 has the lowest score and takes it all.</source>
        <translation>
            <numerusform>Pot: %n chip, one per point. %1 has the lowest score and takes it all.</numerusform>
            <numerusform>Pot: %n chips, one per point. %1 has the lowest score and takes it all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n chip(s), one per point. %1 share the lowest score and split it: %2 each.</source>
        <translation>
            <numerusform>Pot: %n chip, one per point. %1 share the lowest score and split it: %2 each.</numerusform>
            <numerusform>Pot: %n chips, one per point. %1 share the lowest score and split it: %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s), one per point. Nobody took 0 points, so nobody wins the jackpot: it is shared by everyone.</source>
        <translation>
            <numerusform>Totaliser: %n chip, one per point. Nobody took 0 points, so nobody wins the jackpot: it is shared by everyone.</numerusform>
            <numerusform>Totaliser: %n chips, one per point. Nobody took 0 points, so nobody wins the jackpot: it is shared by everyone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s), one per point. %1 took no points and wins the jackpot.</source>
        <translation>
            <numerusform>Totaliser: %n chip, one per point. %1 took no points and wins the jackpot.</numerusform>
            <numerusform>Totaliser: %n chips, one per point. %1 took no points and wins the jackpot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Totaliser: %n chip(s), one per point. %1 took no points and split the jackpot: %2 each.</source>
        <translation>
            <numerusform>Totaliser: %n chip, one per point. %1 took no points and split the jackpot: %2 each.</numerusform>
            <numerusform>Totaliser: %n chips, one per point. %1 took no points and split the jackpot: %2 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n odd chip(s) go to everyone in equal shares.</source>
        <translation>
            <numerusform>%n odd chip goes to everyone in equal shares.</numerusform>
            <numerusform>%n odd chips go to everyone in equal shares.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/models/transcript.py" line="+27"/>
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
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
