<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Words</name>
    <message>
        <source>You drop the %1.</source>
        <translation>Vous lâchez : %1.</translation>
    </message>
    <message>
        <source>%1 hits %2 for %3.</source>
        <translation>%1 frappe %2.</translation>
    </message>
    <message>
        <source>Open what?</source>
        <translation type="unfinished">Ouvrir quoi ?</translation>
    </message>
    <message>
        <source>A wall blocks the way.</source>
        <translation type="vanished">Un mur barre le passage.</translation>
    </message>
    <message>
        <source>The chest is empty; [really] &amp; truly.</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>pd::ProblemsDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
</context>
</TS>
