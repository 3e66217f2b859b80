<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
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
