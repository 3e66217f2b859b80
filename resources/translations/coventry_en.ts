<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/widgets/dialogs.py" line="+194"/>
        <source>Series of %n deal(s)</source>
        <translation>
            <numerusform>Series of %n deal</numerusform>
            <numerusform>Series of %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/models/tables.py" line="+132"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <location filename="../../coventry_desktop/widgets/table.py" line="+391"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message numerus="yes">
        <source>%n card(s), face down</source>
        <translation>
            <numerusform>%n card, face down</numerusform>
            <numerusform>%n cards, face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message numerus="yes">
        <source>Export Record: %n finished deal(s)</source>
        <translation>
            <numerusform>Export Record: %n finished deal</numerusform>
            <numerusform>Export Record: %n finished deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export Record: %n finished deal(s) and the deal in progress so far</source>
        <translation>
            <numerusform>Export Record: %n finished deal and the deal in progress so far</numerusform>
            <numerusform>Export Record: %n finished deals and the deal in progress so far</numerusform>
        </translation>
    </message>
</context>
</TS>
