<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>QuizWidget</name>
    <message>
        <location filename="../../coventry_desktop/practice/quiz_widget.py" line="+103"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the call, then press Enter</source>
        <translation>Введите приговорку и нажмите Enter</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Which call goes with this card, the lead (1st card of the quartet)?</source>
        <translation>Какую приговорку говорят с этой картой, если ею выходят (1-я карта четвёрки)?</translation>
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
        <location line="+56"/>
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
    <name>RulesDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/rules_dialog.py" line="+56"/>
        <source>Rules of Earl of Coventry</source>
        <translation>Правила игры «Граф Ковентри»</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../../coventry_desktop/widgets/items.py" line="+182"/>
        <source>D</source>
        <comment>dealer chip: first letter of &apos;dealer&apos;</comment>
        <translation>С</translation>
    </message>
</context>
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../coventry_desktop/speech.py" line="+38"/>
        <source>no English voice on this system</source>
        <translation>в системе нет английского голоса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Russian voice on this system</source>
        <translation>в системе нет русского голоса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no French voice on this system</source>
        <translation>в системе нет французского голоса</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice on this system</source>
        <translation>в системе нет голоса</translation>
    </message>
    <message>
        <location line="+152"/>
        <location line="+69"/>
        <source>no speech engine on this system</source>
        <translation>в системе нет синтезатора речи</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>speech is not installed (pip install coventry-desktop[speech])</source>
        <translation>озвучивание не установлено (pip install coventry-desktop[speech])</translation>
    </message>
</context>
</TS>
