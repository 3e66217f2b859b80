<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>QuizWidget</name>
    <message>
        <location filename="../../coventry_desktop/practice/quiz_widget.py" line="+103"/>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the call, then press Enter</source>
        <translation>Tapez la formule, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Which call goes with this card, the lead (1st card of the quartet)?</source>
        <translation>Quelle formule accompagne cette carte à l’entame (1re carte du quartet)&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 2nd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 2e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 3rd of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 3e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which call goes with this card, the 4th of its quartet?</source>
        <translation>Quelle formule accompagne cette carte, 4e de son quartet&#xa0;?</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Right!</source>
        <translation>Exact&#xa0;!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up.</source>
        <translation>Temps écoulé.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../coventry_desktop/widgets/rules_dialog.py" line="+56"/>
        <source>Rules of Earl of Coventry</source>
        <translation>Règles du Comte de Coventry</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../../coventry_desktop/widgets/items.py" line="+182"/>
        <source>D</source>
        <comment>dealer chip: first letter of &apos;dealer&apos;</comment>
        <translation>D</translation>
    </message>
</context>
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
