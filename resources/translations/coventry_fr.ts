<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Speaker</name>
    <message>
        <location filename="../../coventry_desktop/speech.py" line="+38"/>
        <source>no English voice on this system</source>
        <translation>aucune voix anglaise sur ce système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no Russian voice on this system</source>
        <translation>aucune voix russe sur ce système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no French voice on this system</source>
        <translation>aucune voix française sur ce système</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no voice on this system</source>
        <translation>aucune voix sur ce système</translation>
    </message>
    <message>
        <location line="+152"/>
        <location line="+69"/>
        <source>no speech engine on this system</source>
        <translation>aucun moteur de synthèse vocale sur ce système</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>speech is not installed (pip install coventry-desktop[speech])</source>
        <translation>la synthèse vocale n’est pas installée (pip install coventry-desktop[speech])</translation>
    </message>
</context>
</TS>
