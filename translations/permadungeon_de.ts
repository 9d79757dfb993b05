<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameWording</name>
    <message>
        <location filename="../words/GameWording.cpp" line="15"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="17"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="19"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="21"/>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="23"/>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="25"/>
        <source>Accuracy</source>
        <translation>Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="27"/>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="37"/>
        <source>%1%2 attack</source>
        <translation>%1%2 Angriff</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="39"/>
        <source>%1%2 defence</source>
        <translation>%1%2 Abwehr</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="41"/>
        <source>%1%2 accuracy</source>
        <translation>%1%2 Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="43"/>
        <source>%1%2 dodge</source>
        <translation>%1%2 Ausweichen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="45"/>
        <source>%1%2 critical</source>
        <translation>%1%2 Kritisch</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="47"/>
        <source>Invincible</source>
        <translation>Unverwundbar</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="49"/>
        <source>Growing (+%1 HP a turn)</source>
        <translation>Wachsend (+%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="51"/>
        <source>Silenced</source>
        <translation>Verstummt</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="53"/>
        <source>Burning (−%1 HP a turn)</source>
        <translation>Brennend (−%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="57"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="64"/>
        <source>Medicine</source>
        <translation>Arznei</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="66"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="68"/>
        <location filename="../words/GameWording.cpp" line="99"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="70"/>
        <location filename="../words/GameWording.cpp" line="101"/>
        <source>Shoes</source>
        <translation>Schuhe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="72"/>
        <source>Treasure</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="74"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="76"/>
        <source>Artefacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="78"/>
        <source>Scrolls</source>
        <translation>Schriftrollen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="80"/>
        <source>Wands</source>
        <translation>Zauberstäbe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="82"/>
        <source>Thrown weapons</source>
        <translation>Wurfwaffen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="84"/>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="86"/>
        <source>Rings</source>
        <translation>Ringe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="95"/>
        <source>Melee weapon</source>
        <translation>Nahkampfwaffe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="97"/>
        <source>Ranged weapon</source>
        <translation>Fernkampfwaffe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="103"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="114"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="116"/>
        <source>heal</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="118"/>
        <source>buff</source>
        <translation>Stärkung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="120"/>
        <source>debuff</source>
        <translation>Schwächung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="122"/>
        <source>effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="144"/>
        <source>%1, tier %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="146"/>
        <source>You do not know what it is: use it to find out, or call it something.</source>
        <translation>Du weißt nicht, was es ist: Benutze es, um es herauszufinden, oder gib ihm einen Namen.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="151"/>
        <source>Restores %1 HP.</source>
        <translation>Stellt %1 LP wieder her.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="153"/>
        <source>Restores %1 MP.</source>
        <translation>Stellt %1 MP wieder her.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="155"/>
        <source>You have %1 XP.</source>
        <translation>Du hast %1 EP.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="157"/>
        <source>You have %1 of %2 HP and %3 of %4 MP.</source>
        <translation>Du hast %1 von %2 LP und %3 von %4 MP.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="165"/>
        <source>While worn: %1.</source>
        <translation>Getragen: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="167"/>
        <source>Loud: monsters hear you %n cell(s) further while you wear it.</source>
        <translation>
            <numerusform>Laut: Monster hören dich %n Feld weiter, solange du es trägst.</numerusform>
            <numerusform>Laut: Monster hören dich %n Felder weiter, solange du es trägst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="170"/>
        <source>Quiet: monsters hear you %n cell(s) less far while you wear it.</source>
        <translation>
            <numerusform>Leise: Monster hören dich %n Feld weniger weit, solange du es trägst.</numerusform>
            <numerusform>Leise: Monster hören dich %n Felder weniger weit, solange du es trägst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="178"/>
        <source>Two-handed: putting it on puts your %1 in your pack.</source>
        <translation>Zweihändig: Legst du dies an, kommt %1 in deinen Rucksack.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="181"/>
        <source>Two-handed: no ranged weapon can be worn with it.</source>
        <translation>Zweihändig: Damit kannst du keine Fernkampfwaffe tragen.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="183"/>
        <source>Your %1 needs both hands: putting this on puts it in your pack.</source>
        <translation>Legst du dies an, kommt %1 in deinen Rucksack (Zweihandwaffe).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="186"/>
        <source>Reach %1 cells.</source>
        <translation>Reichweite %1 Felder.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="188"/>
        <source>A shot does %1 damage.</source>
        <translation>Ein Schuss macht %1 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="191"/>
        <source>You wear it.</source>
        <translation>Du trägst es.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="192"/>
        <source>Worn now: %1 (%2).</source>
        <translation>Jetzt getragen: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="195"/>
        <source>nothing added</source>
        <translation>bringt nichts</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="198"/>
        <source>Nothing is worn there now.</source>
        <translation>Dort wird gerade nichts getragen.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="202"/>
        <source>Does: %1.</source>
        <translation>Wirkt: %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="204"/>
        <source>Thrown up to %1 cells.</source>
        <translation>Wurfweite bis %1 Felder.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="206"/>
        <source>A hit does %1 damage.</source>
        <translation>Ein Treffer macht %1 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="209"/>
        <source>Worth %1.</source>
        <translation>Wert %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="212"/>
        <source>You carry %n.</source>
        <translation>
            <numerusform>Du trägst eines.</numerusform>
            <numerusform>Du trägst %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="229"/>
        <source>%1 for %n turn(s)</source>
        <translation>
            <numerusform>%1 für %n Zug</numerusform>
            <numerusform>%1 für %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="231"/>
        <source>%1, %2 HP a turn</source>
        <translation>%1, %2 LP pro Zug</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="235"/>
        <source>heals %1 HP</source>
        <translation>heilt %1 LP</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="238"/>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="241"/>
        <source>teleports</source>
        <translation>teleportiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="244"/>
        <source>blinks up to %n cell(s) along the aim</source>
        <translation>
            <numerusform>springt bis zu %n Feld in Zielrichtung</numerusform>
            <numerusform>springt bis zu %n Felder in Zielrichtung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="247"/>
        <source>senses every monster for %n turn(s)</source>
        <translation>
            <numerusform>spürt jedes Monster für %n Zug auf</numerusform>
            <numerusform>spürt jedes Monster für %n Züge auf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="250"/>
        <source>shows where the level&apos;s items lie</source>
        <translation>zeigt, wo die Gegenstände der Ebene liegen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="253"/>
        <source>maps the level</source>
        <translation>kartiert die Ebene</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="256"/>
        <source>sinks to the next depth</source>
        <translation>sinkt in die nächste Tiefe</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="259"/>
        <source>pushes back %1 cell(s)</source>
        <translation>stößt %1 Feld(er) zurück</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="262"/>
        <location filename="../words/GameWording.cpp" line="507"/>
        <source>calls %n %1</source>
        <translation>
            <numerusform>ruft %n %1</numerusform>
            <numerusform>ruft %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="265"/>
        <source>identifies %n unknown kind(s)</source>
        <translation>
            <numerusform>erkennt %n unbekannte Art</numerusform>
            <numerusform>erkennt %n unbekannte Arten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="273"/>
        <source>a cloud of %1: %2 for %n turn(s) to whoever stands in it</source>
        <translation>
            <numerusform>eine Wolke aus %1: %2 für %n Zug für jeden, der darin steht</numerusform>
            <numerusform>eine Wolke aus %1: %2 für %n Züge für jeden, der darin steht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="285"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="288"/>
        <source>%1 (the first monster in its path)</source>
        <translation>%1 (das erste Monster auf seiner Bahn)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="291"/>
        <source>%1 (every monster in view)</source>
        <translation>%1 (jedes Monster in Sicht)</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="294"/>
        <source>%1 (every monster within %n cell(s))</source>
        <translation>
            <numerusform>%1 (jedes Monster im Umkreis von %n Feld)</numerusform>
            <numerusform>%1 (jedes Monster im Umkreis von %n Feldern)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="306"/>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="316"/>
        <source>%1%2 noise</source>
        <extracomment>The cells a worn piece adds to how far the hero is heard: &quot;+3 noise&quot;, &quot;−2 noise&quot;</extracomment>
        <translation>%1%2 Lärm</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="327"/>
        <location filename="../words/GameWording.cpp" line="543"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="333"/>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="336"/>
        <source>scratched</source>
        <translation>angekratzt</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="338"/>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="340"/>
        <source>badly wounded</source>
        <translation>schwer verwundet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="341"/>
        <source>almost dead</source>
        <translation>fast tot</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="349"/>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="351"/>
        <source>on patrol</source>
        <translation>auf Streife</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="353"/>
        <source>wandering</source>
        <translation>umherstreifend</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="355"/>
        <source>chasing you</source>
        <translation>verfolgt dich</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="357"/>
        <source>going back</source>
        <translation>kehrt zurück</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="359"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="361"/>
        <source>fleeing</source>
        <translation>flieht</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="363"/>
        <source>on guard</source>
        <translation>hält Wache</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="365"/>
        <source>asleep</source>
        <translation>schlafend</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="375"/>
        <source>a leader</source>
        <translation>ein Anführer</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="377"/>
        <source>a king</source>
        <translation>ein König</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="385"/>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="387"/>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="389"/>
        <source>A door</source>
        <translation>Eine Tür</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="391"/>
        <source>Stairs down</source>
        <translation>Treppe hinab</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="393"/>
        <source>Stairs up</source>
        <translation>Treppe hinauf</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="395"/>
        <source>Deep water: you would swim, and what you carry may float away</source>
        <translation>Tiefes Wasser: Du würdest schwimmen, und was du trägst, kann davontreiben</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="397"/>
        <source>Lava: death to step in</source>
        <translation>Lava: Wer hineintritt, stirbt</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="399"/>
        <source>A chasm: a fall to the depth below</source>
        <translation>Ein Abgrund: ein Sturz in die Tiefe darunter</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="401"/>
        <source>A bridge over a chasm</source>
        <translation>Eine Brücke über einen Abgrund</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="403"/>
        <source>Tall grass: it hides what lies beyond</source>
        <translation>Hohes Gras: Es verbirgt, was dahinter liegt</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="405"/>
        <source>A locked door: a key opens it</source>
        <translation>Eine verschlossene Tür: Ein Schlüssel öffnet sie</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="431"/>
        <source>You, %1.</source>
        <translation>Du, %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="436"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="437"/>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="486"/>
        <source>steals %1 gold or a thing you carry, then flees</source>
        <translation>stiehlt %1 Gold oder etwas, das du trägst, und flieht</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="488"/>
        <source>steals a thing you carry, then flees</source>
        <translation>stiehlt etwas, das du trägst, und flieht</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="490"/>
        <source>explodes when it dies (%1 damage within %n cell(s))</source>
        <translation>
            <numerusform>explodiert beim Tod (%1 Schaden im Umkreis von %n Feld)</numerusform>
            <numerusform>explodiert beim Tod (%1 Schaden im Umkreis von %n Feldern)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="493"/>
        <source>splits in two when hit</source>
        <translation>teilt sich, wenn es getroffen wird</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="497"/>
        <source>breathes at you every %1 turns (%2 damage, up to %3 cells)</source>
        <translation>speit alle %1 Züge nach dir (%2 Schaden, bis zu %3 Felder)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="500"/>
        <source>breathes %1 every %2 turns (%3 damage, up to %4 cells)</source>
        <translation>speit alle %2 Züge %1 (%3 Schaden, bis zu %4 Felder)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="510"/>
        <source>unseen beyond the next cell, but for a while after it strikes or is hurt</source>
        <translation>unsichtbar jenseits des nächsten Feldes, außer eine Weile, nachdem es zuschlägt oder verletzt wird</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="512"/>
        <source>hunts with its kind, and flees alone</source>
        <translation>jagt mit seinesgleichen und flieht allein</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="513"/>
        <source>hunts with its kind</source>
        <translation>jagt mit seinesgleichen</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="515"/>
        <source>steps through walls</source>
        <translation>geht durch Wände</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="517"/>
        <source>its blows may leave you %1 (%2 %)</source>
        <translation>seine Schläge können dich %1 machen (%2 %)</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="544"/>
        <source>fighting you</source>
        <translation>kämpft mit dir</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="546"/>
        <source>HP %1 of %2</source>
        <translation>LP %1 von %2</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="549"/>
        <source>%1 %2 · %3 %4</source>
        <translation>%1 %2 · %3 %4</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="555"/>
        <source>Moves fast: %1 % of your pace</source>
        <translation>Schnell: %1 % deines Tempos</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="556"/>
        <source>Moves slowly: %1 % of your pace</source>
        <translation>Langsam: %1 % deines Tempos</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="557"/>
        <source>Moves at your pace</source>
        <translation>So schnell wie du</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="559"/>
        <source>%1, only now and then</source>
        <translation>%1, nur ab und zu</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="562"/>
        <source>Shoots up to %1 cells for %2 damage.</source>
        <translation>Schießt bis zu %1 Felder weit, %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="566"/>
        <source>Its touch costs you %1 XP.</source>
        <translation>Seine Berührung kostet dich %1 EP.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="567"/>
        <source>Its touch does %1 damage.</source>
        <translation>Seine Berührung macht %1 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="577"/>
        <source>Flees below %1 % of its HP.</source>
        <translation>Flieht unter %1 % seiner LP.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="418"/>
        <source>%1 (%n turn(s))</source>
        <translation>
            <numerusform>%1 (%n Zug)</numerusform>
            <numerusform>%1 (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="440"/>
        <location filename="../words/GameWording.cpp" line="582"/>
        <source>It is %1.</source>
        <translation>Es ist %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="443"/>
        <source>You are %1.</source>
        <translation>Du bist %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="445"/>
        <source>An open chest, empty.</source>
        <translation>Eine offene Truhe, leer.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="445"/>
        <source>A closed chest.</source>
        <translation>Eine geschlossene Truhe.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="449"/>
        <source>%1 (sprung).</source>
        <translation>%1 (ausgelöst).</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="449"/>
        <location filename="../words/GameWording.cpp" line="456"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="452"/>
        <source>A chip.</source>
        <translation>Ein Chip.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="456"/>
        <source>%1 × %2.</source>
        <translation>%1 × %2.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="458"/>
        <source>For sale: %1 gold.</source>
        <translation>Zu verkaufen: %1 Gold.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="462"/>
        <source>Flames burn here.</source>
        <translation>Hier brennen Flammen.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="463"/>
        <source>A cloud of %1 hangs here.</source>
        <translation>Hier hängt eine Wolke aus %1.</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="467"/>
        <source>An open door</source>
        <translation>Eine offene Tür</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="467"/>
        <source>A closed door</source>
        <translation>Eine geschlossene Tür</translation>
    </message>
    <message>
        <location filename="../words/GameWording.cpp" line="469"/>
        <source> (remembered)</source>
        <translation> (in Erinnerung)</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../app/game/Hints.cpp" line="32"/>
        <source>Welcome to the dungeon</source>
        <translation>Willkommen im Verlies</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="34"/>
        <source>Your pack</source>
        <translation>Dein Gepäck</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="36"/>
        <source>A battle</source>
        <translation>Ein Kampf</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="38"/>
        <source>Stronger</source>
        <translation>Stärker</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="40"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="42"/>
        <source>Chests</source>
        <translation>Truhen</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="44"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="46"/>
        <source>Badly hurt</source>
        <translation>Schwer verletzt</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="48"/>
        <source>Deeper</source>
        <translation>Tiefer</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="50"/>
        <source>From afar</source>
        <translation>Aus der Ferne</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="61"/>
        <source>(no key)</source>
        <translation>(keine Taste)</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="85"/>
        <source>Walk with the arrows, the numpad or hjkl (no diagonals here).</source>
        <translation>Geh mit den Pfeiltasten, dem Ziffernblock oder hjkl (hier ohne Diagonalen).</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="86"/>
        <source>Walk with the arrows, the numpad or hjkl.</source>
        <translation>Geh mit den Pfeiltasten, dem Ziffernblock oder hjkl.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="89"/>
        <source>Walk with the arrows, the numpad, hjkl or WASD (no diagonals here).</source>
        <translation>Geh mit den Pfeiltasten, dem Ziffernblock, hjkl oder WASD (hier ohne Diagonalen).</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="90"/>
        <source>Walk with the arrows, the numpad, hjkl or WASD.</source>
        <translation>Geh mit den Pfeiltasten, dem Ziffernblock, hjkl oder WASD.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="92"/>
        <source>Walk with the keys you chose: %1 north, %2 west, %3 south, %4 east.</source>
        <translation>Geh mit den Tasten, die du gewählt hast: %1 nach Norden, %2 nach Westen, %3 nach Süden, %4 nach Osten.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="97"/>
        <source>Turn with the %1 and %2 keys, step forward with %3, turn round with %4.</source>
        <translation>Dreh dich mit den Tasten %1 und %2, geh mit %3 vorwärts, dreh dich mit %4 um.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="101"/>
        <source>Walk into a monster to start a battle.</source>
        <translation>Lauf in ein Monster, um einen Kampf zu beginnen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="103"/>
        <source>Your XP is your life: a monster that touches you takes a bite of it. Keep away, and %1 shoots it from afar.</source>
        <translation>Deine EP sind dein Leben: Ein Monster, das dich berührt, nimmt sich einen Happen davon. Halte Abstand, und %1 schießt aus der Ferne.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="112"/>
        <source>%1 explores the room, and a door leads to the next.</source>
        <translation>%1 erkundet den Raum, und eine Tür führt zum nächsten.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="113"/>
        <source>%1 explores by itself and %2 fights the nearest monster.</source>
        <translation>%1 erkundet von selbst, und %2 bekämpft das nächste Monster.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="116"/>
        <source>%1 lists every key.</source>
        <translation>%1 listet alle Tasten auf.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="120"/>
        <source>%1 opens the menus: Left and Right turn between attributes, equipment, items and spells, Enter chooses, Backspace goes back, M returns to the maze.</source>
        <translation>%1 öffnet die Menüs: Links und Rechts wechseln zwischen Werten, Ausrüstung, Gegenständen und Zaubern, Enter wählt, Rücktaste geht zurück, M kehrt ins Labyrinth zurück.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="124"/>
        <source>%1 opens your items: use, equip or drop them. %2 shows what you wear, %3 your attributes.</source>
        <translation>%1 öffnet deine Gegenstände: benutzen, anlegen oder ablegen. %2 zeigt, was du trägst, %3 deine Werte.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="131"/>
        <source>Each level raises your attributes. %1 shows them all, with what your equipment and buffs add.</source>
        <translation>Jede Stufe hebt deine Werte. %1 zeigt sie alle, mit dem, was Ausrüstung und Stärkungen beitragen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="136"/>
        <source>The spells are the last of the menus %1 opens. Every cast earns a point of its element; points open stronger spells.</source>
        <translation>Die Zauber sind das letzte der Menüs, die %1 öffnet. Jeder Zauber bringt einen Punkt seines Elements; Punkte öffnen stärkere Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="139"/>
        <source>%1 opens your spells. Every cast earns a point of its element; points open stronger spells.</source>
        <translation>%1 öffnet deine Zauber. Jeder Zauber bringt einen Punkt seines Elements; Punkte öffnen stärkere Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="147"/>
        <source>Walk into a chest to open it: its treasure adds to your XP, which is your life here.</source>
        <translation>Geh in eine Truhe, um sie zu öffnen: Ihr Schatz mehrt deine EP, und die sind hier dein Leben.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="150"/>
        <source>Some chests are trapped and cost XP first.</source>
        <translation>Manche Truhen haben eine Falle und kosten erst EP.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="155"/>
        <source>%1 opens a chest beside you. Some are trapped, and some are not chests at all.</source>
        <translation>%1 öffnet eine Truhe neben dir. Manche haben eine Falle, und manche sind gar keine Truhen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="159"/>
        <source>%1 opens a chest beside you. Some are trapped.</source>
        <translation>%1 öffnet eine Truhe neben dir. Manche haben eine Falle.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="161"/>
        <source>%1 opens a chest beside you. Some are not chests at all.</source>
        <translation>%1 öffnet eine Truhe neben dir. Manche sind gar keine Truhen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="162"/>
        <source>%1 opens a chest beside you.</source>
        <translation>%1 öffnet eine Truhe neben dir.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="169"/>
        <source>A trap costs XP, your life here, when you step on it, and some hide in the floor. A sprung trap is harmless after.</source>
        <translation>Eine Falle kostet EP, hier dein Leben, wenn du darauf trittst, und manche verstecken sich im Boden. Eine ausgelöste Falle ist danach harmlos.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="171"/>
        <source>A trap costs XP, your life here, when you step on it: walk round it. A sprung trap is harmless after.</source>
        <translation>Eine Falle kostet EP, hier dein Leben, wenn du darauf trittst: Geh um sie herum. Eine ausgelöste Falle ist danach harmlos.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="175"/>
        <source>A trap hurts when you step on it: walk round it. A sprung trap is harmless after.</source>
        <translation>Eine Falle verletzt, wenn du darauf trittst: Geh um sie herum. Eine ausgelöste Falle ist danach harmlos.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="180"/>
        <source>%1 drinks the medicine that helps most now; %2 opens the menus, whose items list them all.</source>
        <translation>%1 trinkt die Arznei, die jetzt am meisten hilft; %2 öffnet die Menüs, deren Gegenstände alle auflisten.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="183"/>
        <source>%1 drinks the medicine that helps most now; %2 lists them all.</source>
        <translation>%1 trinkt die Arznei, die jetzt am meisten hilft; %2 listet alle.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="188"/>
        <source>%1 and %2 take the stairs, walking there first when you know where they are.</source>
        <translation>%1 und %2 nehmen die Treppe und gehen erst hin, wenn du weißt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="192"/>
        <source>%1 aims: move the target with the keys or the mouse, then %1, Enter or a click shoots.</source>
        <translation>%1 zielt: Bewege das Ziel mit den Tasten oder der Maus, dann schießen %1, Enter oder ein Klick.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="106"/>
        <source>Your XP is your life: a monster that touches you takes a bite of it. Keep away.</source>
        <translation>Deine EP sind dein Leben: Ein Monster, das dich berührt, nimmt sich einen Happen davon. Halte Abstand.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="109"/>
        <source>Walk into a monster to strike it.</source>
        <translation>Lauf in ein Monster, um es zu schlagen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="128"/>
        <source>Each round choose an action: attack, defend, a spell, an item, or escape. The monster answers after you.</source>
        <translation>Wähle jede Runde eine Aktion: angreifen, verteidigen, ein Zauber, ein Gegenstand oder fliehen. Das Monster antwortet nach dir.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="174"/>
        <source>Traps hide in the floor. A sprung trap is harmless after.</source>
        <translation>Fallen verstecken sich im Boden. Eine ausgelöste Falle ist danach harmlos.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="187"/>
        <source>Each door leads to a new room, and a room left behind is gone for good.</source>
        <translation>Jede Tür führt in einen neuen Raum, und ein verlassener Raum ist für immer verloren.</translation>
    </message>
</context>
<context>
    <name>PlaytestWords</name>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="11"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="11"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="15"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="15"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="21"/>
        <source>died</source>
        <translation>gestorben</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="23"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="25"/>
        <source>alive at the turn limit</source>
        <translation>lebt am Zuglimit</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="27"/>
        <source>nothing left to do</source>
        <translation>nichts mehr zu tun</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="29"/>
        <source>stuck</source>
        <translation>festgefahren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="39"/>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="41"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="43"/>
        <source>Rooms reached</source>
        <translation>Erreichte Räume</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="43"/>
        <source>Deepest depth</source>
        <translation>Tiefste Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="45"/>
        <source>Turns played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="47"/>
        <source>XP (health) at the end</source>
        <translation>EP (Gesundheit) am Ende</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="47"/>
        <source>XP at the end</source>
        <translation>EP am Ende</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="49"/>
        <source>Gold at the end</source>
        <translation>Gold am Ende</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="51"/>
        <source>Deaths in room %1</source>
        <translation>Tode in Raum %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="52"/>
        <source>Deaths at depth %1</source>
        <translation>Tode in Tiefe %1</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="54"/>
        <source>%1 lost to the %2</source>
        <translation>%1 verloren an %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="83"/>
        <source>%1 runs of up to %2 turns</source>
        <translation>%1 Läufe von bis zu %2 Zügen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="84"/>
        <source>%1 died</source>
        <translation>%1 gestorben</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="86"/>
        <source>%1 won</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="87"/>
        <source>rooms reached: median %1 (%2–%3)</source>
        <translation>erreichte Räume: Median %1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="88"/>
        <source>depth reached: median %1 (%2–%3)</source>
        <translation>erreichte Tiefe: Median %1 (%2–%3)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="95"/>
        <source>first level-up at turn %1 (median)</source>
        <translation>erster Stufenaufstieg in Zug %1 (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="107"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="113"/>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="117"/>
        <source>%1, mostly %2</source>
        <translation>%1, meist %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="130"/>
        <source>The most frequent death: %1, in %2 of %3 runs.</source>
        <translation>Der häufigste Tod: %1, in %2 von %3 Läufen.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="136"/>
        <source>The %1 costs the hero most: %2 of the %3 %4 lost to monsters.</source>
        <translation>%1 kostet den Helden am meisten: %2 der %3 %4, die an Monster verloren gingen.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="143"/>
        <source>Runs stall in room %1: a median of %2 turns there, against %3 for a room overall.</source>
        <translation>Läufe stocken in Raum %1: im Median %2 Züge dort, gegenüber %3 für einen Raum insgesamt.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="145"/>
        <source>Runs stall at depth %1: a median of %2 turns there, against %3 for a depth overall.</source>
        <translation>Läufe stocken in Tiefe %1: im Median %2 Züge dort, gegenüber %3 für eine Tiefe insgesamt.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="152"/>
        <source>No run reached room %1 of %2.</source>
        <translation>Kein Lauf erreichte Raum %1 von %2.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="153"/>
        <source>No run reached depth %1 of %2.</source>
        <translation>Kein Lauf erreichte Tiefe %1 von %2.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestWords.cpp" line="158"/>
        <source>%1 of %2 runs never levelled up.</source>
        <translation>%1 von %2 Läufen stiegen nie eine Stufe auf.</translation>
    </message>
</context>
<context>
    <name>RecapWords</name>
    <message>
        <location filename="../words/RecapWords.cpp" line="28"/>
        <source>%1 hits you for %2</source>
        <translation>%1 trifft dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="30"/>
        <source>%1 shoots you for %2</source>
        <translation>%1 schießt auf dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="32"/>
        <source>touching %1 costs you %2</source>
        <translation>die Berührung mit %1 kostet dich %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="34"/>
        <source>%1 breathes at you for %2</source>
        <translation>%1 speit dich an für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="35"/>
        <source>%1 breathes %2 at you for %3</source>
        <translation>%1 speit %2 auf dich für %3</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="39"/>
        <source>%1 bursts and the blast hits you for %2</source>
        <translation>%1 platzt, und die Druckwelle trifft dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="41"/>
        <source>%1 casts %2 at you for %3</source>
        <translation>%1 wirkt %2 auf dich für %3</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="45"/>
        <source>a %1 hits you for %2</source>
        <translation>eine Falle (%1) trifft dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="49"/>
        <source>a trapped chest&apos;s %1 hits you for %2</source>
        <translation>die Falle einer Truhe (%1) trifft dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="53"/>
        <source>%1 hurts you for %2</source>
        <translation>%1 verletzt dich für %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="58"/>
        <source>the poison burns you for %1</source>
        <translation>das Gift brennt dich für %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="60"/>
        <source>the flames burn you for %1</source>
        <translation>die Flammen verbrennen dich für %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="62"/>
        <source>the fall hurts you for %1</source>
        <translation>der Sturz verletzt dich für %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="64"/>
        <source>the lava takes your last %1</source>
        <translation>die Lava nimmt dir die letzten %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="66"/>
        <source>the bolt costs you %1</source>
        <translation>das Geschoss kostet dich %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="74"/>
        <source>Turn %1, room %2</source>
        <translation>Zug %1, Raum %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="75"/>
        <source>Turn %1, depth %2</source>
        <translation>Zug %1, Tiefe %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="77"/>
        <source>%1: %2 (fatal).</source>
        <translation>%1: %2 (tödlich).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="78"/>
        <source>%1: %2 (XP %3 left).</source>
        <translation>%1: %2 (noch %3 EP).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="79"/>
        <source>%1: %2 (HP %3 left).</source>
        <translation>%1: %2 (noch %3 LP).</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="88"/>
        <source>%1 × %2</source>
        <extracomment>One kind of monster killed and how many: &quot;goblin × 3&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="91"/>
        <source>Killed: %1</source>
        <translation>Getötet: %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="91"/>
        <location filename="../words/RecapWords.cpp" line="104"/>
        <location filename="../words/RecapWords.cpp" line="113"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="102"/>
        <source>%1: %2</source>
        <extracomment>An item kind identified this run: its look, then what it was (&quot;Murky potion: healing&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="104"/>
        <source>Identified: %1</source>
        <translation>Erkannt: %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="113"/>
        <source>Spells learned: %1</source>
        <translation>Gelernte Zauber: %1</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="118"/>
        <source>Room %1 · %2 turns</source>
        <translation>Raum %1 · %2 Züge</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="119"/>
        <source>Deepest depth %1 · %2 turns</source>
        <translation>Größte Tiefe %1 · %2 Züge</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="120"/>
        <source>%1 · %2 gold</source>
        <translation>%1 · %2 Gold</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="137"/>
        <source>The last blows:</source>
        <translation>Die letzten Treffer:</translation>
    </message>
    <message>
        <location filename="../words/RecapWords.cpp" line="141"/>
        <source>This run:</source>
        <translation>Dieser Lauf:</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../words/Words.cpp" line="164"/>
        <source>lower</source>
        <extracomment>Whether a record&apos;s name is lowered inside a sentence: &quot;lower&quot; or &quot;keep&quot;</extracomment>
        <translation>keep</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="179"/>
        <source>a-an</source>
        <extracomment>Whether a thing&apos;s name takes &quot;a&quot; or &quot;an&quot; in a sentence (&quot;a-an&quot;, English), or none (&quot;none&quot;)</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="188"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="188"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="192"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="199"/>
        <location filename="../words/Words.cpp" line="217"/>
        <source>killed by %1</source>
        <translation>getötet von %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="201"/>
        <source>shot by %1</source>
        <translation>erschossen von %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="203"/>
        <source>caught by a %1</source>
        <translation>gefangen in: %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="205"/>
        <source>killed by a trapped chest</source>
        <translation>getötet von einer Truhenfalle</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="207"/>
        <source>worn out by your own bolt</source>
        <translation>vom eigenen Geschoss erschöpft</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="215"/>
        <source>killed by poison</source>
        <translation>an Gift gestorben</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="219"/>
        <source>burned up in lava</source>
        <translation>in der Lava verbrannt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="221"/>
        <source>killed by a fall</source>
        <translation>durch einen Sturz getötet</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="236"/>
        <source>The run is over.</source>
        <translation>Der Lauf ist vorbei.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="240"/>
        <source>There is nothing left to explore that you can reach.</source>
        <translation>Hier gibt es nichts Erreichbares mehr zu erkunden.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="242"/>
        <source>No monster in sight.</source>
        <translation>Kein Monster in Sicht.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="244"/>
        <source>You see no way to reach it.</source>
        <translation>Du siehst keinen Weg dorthin.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="247"/>
        <source>You have seen no stairs up yet.</source>
        <translation>Du hast noch keine Treppe hinauf gesehen.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="248"/>
        <source>You have seen no stairs down yet.</source>
        <translation>Du hast noch keine Treppe hinab gesehen.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="250"/>
        <source>Nothing you carry would help now.</source>
        <translation>Nichts, was du trägst, würde jetzt helfen.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="252"/>
        <source>A monster stands in your way.</source>
        <translation>Ein Monster steht dir im Weg.</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="260"/>
        <source>poisoned</source>
        <translation>vergiftet</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="264"/>
        <source>paralysed</source>
        <translation>gelähmt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="266"/>
        <source>confused</source>
        <translation>verwirrt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="268"/>
        <source>slowed</source>
        <translation>verlangsamt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="270"/>
        <source>hasted</source>
        <translation>beschleunigt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="272"/>
        <source>asleep</source>
        <translation>schlafend</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="274"/>
        <source>afraid</source>
        <translation>verängstigt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="276"/>
        <source>invisible</source>
        <translation>unsichtbar</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="278"/>
        <source>telepathic</source>
        <translation>telepathisch</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="286"/>
        <source>flames</source>
        <translation>Flammen</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="288"/>
        <source>caustic gas</source>
        <translation>Ätzgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="290"/>
        <source>paralytic gas</source>
        <translation>Lähmgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="292"/>
        <source>confusion gas</source>
        <translation>Verwirrungsgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="294"/>
        <source>slowing gas</source>
        <translation>Verlangsamungsgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="296"/>
        <source>sleeping gas</source>
        <translation>Schlafgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="298"/>
        <source>fear gas</source>
        <translation>Angstgas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="300"/>
        <source>gas</source>
        <translation>Gas</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="209"/>
        <source>burned to death</source>
        <translation>verbrannt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="71"/>
        <source>%1 (called %2)</source>
        <extracomment>An unknown item kind&apos;s look and the name the player gave it: &quot;Murky potion (called fire?)&quot;</extracomment>
        <translation>%1 (genannt %2)</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="211"/>
        <source>the dungeon could not be made</source>
        <translation>der Kerker ließ sich nicht erschaffen</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="213"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="966"/>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="968"/>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="970"/>
        <source>wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="972"/>
        <source>earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="974"/>
        <source>holy</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="976"/>
        <source>evil</source>
        <translation>Finsternis</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="985"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="987"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="989"/>
        <source>accuracy</source>
        <translation>Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="991"/>
        <source>dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="993"/>
        <source>critical chance</source>
        <translation>Chance auf kritische Treffer</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="995"/>
        <source>invincibility</source>
        <translation>Unverwundbarkeit</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="997"/>
        <source>growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="999"/>
        <source>silence</source>
        <translation>Schweigen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1001"/>
        <location filename="../words/Words.cpp" line="262"/>
        <source>burning</source>
        <translation>Brennen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="840"/>
        <source>%1 defends.</source>
        <translation>%1 verteidigt sich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="877"/>
        <source>%1 casts %2 and recovers %3 HP.</source>
        <translation>%1 wirkt %2 und erholt sich um %3 LP.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="882"/>
        <source>%1 casts %2: invincible for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: unverwundbar für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2: unverwundbar für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="889"/>
        <source>%1 casts %2: recovers %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: erholt sich %n Runde lang um %3 LP je Runde.</numerusform>
            <numerusform>%1 wirkt %2: erholt sich %n Runden lang um %3 LP je Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="896"/>
        <source>%1 casts %2: %3 +%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: %3 +%4 für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2: %3 +%4 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="842"/>
        <source>%1 escapes!</source>
        <translation>%1 entkommt!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="845"/>
        <source>%1 tries to escape but cannot get away.</source>
        <translation>%1 versucht zu fliehen, kommt aber nicht weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="848"/>
        <source>%1 flies into a rage!</source>
        <translation>%1 gerät in Raserei!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="849"/>
        <source>%1 loses its nerve!</source>
        <translation>%1 verliert die Nerven!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="943"/>
        <source>%1 recovers %2 HP (growing).</source>
        <translation>%1 erholt sich um %2 LP (Wachstum).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="946"/>
        <source>%1 burns for %2 damage.</source>
        <translation>%1 brennt: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="951"/>
        <source>The %1 on %2 wears off.</source>
        <translation>%1 auf %2 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="952"/>
        <source>%1&apos;s %2 wears off.</source>
        <translation>%2 von %1 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="595"/>
        <location filename="../words/LogWords.cpp" line="851"/>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="106"/>
        <source>The run is over: %1.</source>
        <translation>Der Lauf ist vorbei: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="109"/>
        <source>You have already won.</source>
        <translation>Du hast schon gewonnen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="150"/>
        <source>You have experienced PERMADEATH.</source>
        <translation>Du hast den ENDGÜLTIGEN TOD erlitten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="151"/>
        <source>(%1, in room %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, in Raum %2 nach %n Zug.)</numerusform>
            <numerusform>(%1, in Raum %2 nach %n Zügen.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="154"/>
        <source>(%1, on depth %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, auf Tiefe %2 nach %n Zug.)</numerusform>
            <numerusform>(%1, auf Tiefe %2 nach %n Zügen.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="157"/>
        <source>You die, %1, in room %2 after %n turn(s).</source>
        <translation>
            <numerusform>Du stirbst, %1, in Raum %2 nach %n Zug.</numerusform>
            <numerusform>Du stirbst, %1, in Raum %2 nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="160"/>
        <source>You die, %1, on depth %2 after %n turn(s).</source>
        <translation>
            <numerusform>Du stirbst, %1, auf Tiefe %2 nach %n Zug.</numerusform>
            <numerusform>Du stirbst, %1, auf Tiefe %2 nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="114"/>
        <source>You hold the %1. Now carry it up to depth %2!</source>
        <translation>Du hältst: %1. Jetzt trag es hinauf bis Tiefe %2!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="117"/>
        <source>You climb into daylight with the %1. You have won!</source>
        <translation>Du steigst mit %1 ans Tageslicht. Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="120"/>
        <source>You have brought it back. You have won!</source>
        <translation>Du hast es zurückgebracht. Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="125"/>
        <source>You reach level %1 (from %2).</source>
        <translation>Du erreichst Stufe %1 (von %2).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="128"/>
        <source>+%1 XP.</source>
        <translation>+%1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="130"/>
        <source>Room %1.</source>
        <translation>Raum %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="133"/>
        <source>Depth %1 (you have been here before).</source>
        <translation>Tiefe %1 (hier warst du schon).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="134"/>
        <source>Depth %1.</source>
        <translation>Tiefe %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="137"/>
        <source>The way is blocked: %1</source>
        <translation>Der Weg ist versperrt: %1</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="169"/>
        <source>Move where?</source>
        <translation>Wohin gehen?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="171"/>
        <source>Open what?</source>
        <translation>Was öffnen?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="241"/>
        <source>There is no battle to fight.</source>
        <translation>Hier gibt es keinen Kampf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="194"/>
        <source>You look for a trapdoor and find none.</source>
        <translation>Du suchst eine Falltür und findest keine.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="198"/>
        <source>You leap for the ceiling and fall back down.</source>
        <translation>Du springst zur Decke und fällst wieder herunter.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="282"/>
        <source>You are silenced and cannot cast spells.</source>
        <translation>Du bist zum Schweigen gebracht und kannst nicht zaubern.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="285"/>
        <source>%1 needs %2 %3 points (you have %4).</source>
        <translation>%1 braucht %2 Punkte %3 (du hast %4).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="293"/>
        <source>%1 needs %2 MP (you have %3).</source>
        <translation>%1 braucht %2 MP (du hast %3).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="342"/>
        <source>You go down one level.</source>
        <translation>Du steigst eine Ebene hinab.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="344"/>
        <source>You climb up one level.</source>
        <translation>Du steigst eine Ebene hinauf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="582"/>
        <source>You walk into %1: −%2 XP.</source>
        <translation>Du läufst in %1: −%2 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="583"/>
        <source>You walk into %1: −%2 HP.</source>
        <translation>Du läufst in %1: −%2 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="221"/>
        <source>%1 keeps its distance after the fight: it will not fight you now.</source>
        <translation>%1 hält nach dem Kampf Abstand: Jetzt kämpft es nicht mit dir.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="224"/>
        <source>You stand in the doorway; it leads on once you have taken %n more step(s) in the room.</source>
        <translation>
            <numerusform>Du stehst in der Tür; sie führt weiter, sobald du noch %n Schritt im Raum gegangen bist.</numerusform>
            <numerusform>Du stehst in der Tür; sie führt weiter, sobald du noch %n Schritte im Raum gegangen bist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="243"/>
        <location filename="../words/Words.cpp" line="238"/>
        <source>You are in a battle: attack, defend, cast a spell, use an item or escape.</source>
        <translation>Du bist im Kampf: angreifen, verteidigen, zaubern, einen Gegenstand benutzen oder fliehen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="173"/>
        <source>You can only move north, east, south or west here.</source>
        <translation>Hier geht es nur nach Norden, Osten, Süden oder Westen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="122"/>
        <source>You hold the %1. You have won!</source>
        <translation>Du hältst: %1. Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="175"/>
        <source>You can only aim north, east, south or west here.</source>
        <translation>Hier kannst du nur nach Norden, Osten, Süden oder Westen zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="177"/>
        <source>You cannot reach it round the corner.</source>
        <translation>Um die Ecke kommst du nicht heran.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="179"/>
        <source>A wall blocks the way.</source>
        <translation>Eine Wand versperrt den Weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="181"/>
        <source>You cannot squeeze past the corner.</source>
        <translation>Du kannst dich nicht an der Ecke vorbeiquetschen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="183"/>
        <source>There is nothing here to pick up.</source>
        <translation>Hier gibt es nichts aufzuheben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="185"/>
        <source>There is nothing to open there.</source>
        <translation>Dort gibt es nichts zu öffnen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="187"/>
        <source>That chest is already open and empty.</source>
        <translation>Diese Truhe ist schon offen und leer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="189"/>
        <source>You cannot reach it from here.</source>
        <translation>Von hier kommst du nicht heran.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="193"/>
        <source>There are no stairs here: rooms are left by their doors.</source>
        <translation>Hier ist keine Treppe: Räume verlässt man durch ihre Türen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="197"/>
        <source>There is no going back: the rooms behind you are gone.</source>
        <translation>Es gibt kein Zurück: Die Räume hinter dir sind fort.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="200"/>
        <source>The exit is sealed: %n chip(s) still to find.</source>
        <translation>
            <numerusform>Der Ausgang ist versiegelt: noch %n Chip zu finden.</numerusform>
            <numerusform>Der Ausgang ist versiegelt: noch %n Chips zu finden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="203"/>
        <source>The stairs end in rubble: this is the bottom of the dungeon.</source>
        <translation>Die Treppe endet im Geröll: Hier ist der Grund des Kerkers.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="205"/>
        <source>You will not leave without the %1.</source>
        <translation>Ohne %1 gehst du nicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="207"/>
        <source>The way out is shut behind you.</source>
        <translation>Der Ausgang hat sich hinter dir geschlossen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="209"/>
        <location filename="../words/Words.cpp" line="245"/>
        <source>You know no way there.</source>
        <translation>Du kennst keinen Weg dorthin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="259"/>
        <source>%1 works only outside a battle.</source>
        <translation>%1 wirkt nur außerhalb eines Kampfes.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="304"/>
        <source>You know what the %1 is: it needs no other name.</source>
        <translation>Du weißt, was %1 ist: Es braucht keinen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="307"/>
        <source>A name is at most %1 characters, without &quot;#&quot;.</source>
        <translation>Ein Name hat höchstens %1 Zeichen, ohne „#“.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="365"/>
        <source>You find a secret door.</source>
        <translation>Du findest eine Geheimtür.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="367"/>
        <source>You swim in deep water.</source>
        <translation>Du schwimmst im tiefen Wasser.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="370"/>
        <source>Your %1 floats away and is lost.</source>
        <translation>Dein(e) %1 treibt davon und ist verloren.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="371"/>
        <source>Your %1 floats away to the shore.</source>
        <translation>Dein(e) %1 treibt ans Ufer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="374"/>
        <source>You step into the lava!</source>
        <translation>Du trittst in die Lava!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="378"/>
        <source>Flames burst out!</source>
        <translation>Flammen schlagen empor!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="379"/>
        <source>A cloud of %1 billows out.</source>
        <translation>Eine Wolke aus %1 quillt hervor.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="383"/>
        <source>The grass catches fire!</source>
        <translation>Das Gras fängt Feuer!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="386"/>
        <source>You fall through the chasm to depth %1 (%2 damage).</source>
        <translation>Du stürzt durch den Abgrund auf Tiefe %1 (%2 Schaden).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="398"/>
        <source>You open the locked door from within.</source>
        <translation>Du öffnest die verschlossene Tür von innen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="399"/>
        <source>You unlock the door with the %1.</source>
        <translation>Du schließt die Tür mit %1 auf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="402"/>
        <source>The door is locked: you need a key.</source>
        <translation>Die Tür ist verschlossen: Du brauchst einen Schlüssel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="405"/>
        <source>You buy the %1 for %n gold.</source>
        <translation>
            <numerusform>Du kaufst %1 für %n Gold.</numerusform>
            <numerusform>Du kaufst %1 für %n Gold.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="409"/>
        <source>The %1 costs %2 gold; you have %3.</source>
        <translation>%1 kostet %2 Gold; du hast %3.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="481"/>
        <source>You drink the %1.</source>
        <translation>Du trinkst: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="498"/>
        <source>The %1 needs both hands: you put it in your pack.</source>
        <translation>Zweihandwaffe: %1 kommt in deinen Rucksack.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="499"/>
        <source>The %1 needs both hands: you put the %2 in your pack.</source>
        <translation>Zweihandwaffe (%1): %2 kommt in deinen Rucksack.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="510"/>
        <source>It drops %1.</source>
        <translation>Es lässt etwas fallen: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="514"/>
        <source>You know the %1 now.</source>
        <translation>Jetzt kennst du: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="515"/>
        <source>The %1 was a %2.</source>
        <translation>%1 war: %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="550"/>
        <source>You cast %1.</source>
        <translation>Du wirkst %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="618"/>
        <source>You hear something come down the stairs.</source>
        <translation>Du hörst etwas die Treppe herunterkommen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="619"/>
        <source>You hear something moving in the distance.</source>
        <translation>Du hörst in der Ferne etwas umhergehen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="621"/>
        <source>Something is coming: you stop resting.</source>
        <translation>Etwas kommt: Du hörst auf zu rasten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="633"/>
        <source>You are %1 (%n turn(s)).</source>
        <translation>
            <numerusform>Du bist %1 (%n Zug).</numerusform>
            <numerusform>Du bist %1 (%n Züge).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="634"/>
        <source>%1 is %2.</source>
        <translation>%1 ist %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="639"/>
        <source>You are no longer %1.</source>
        <translation>Du bist nicht mehr %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="640"/>
        <source>%1 is no longer %2.</source>
        <translation>%1 ist nicht mehr %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="646"/>
        <source>You burn: −%1 XP.</source>
        <translation>Du brennst: −%1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="647"/>
        <source>Poison courses through you: −%1 XP.</source>
        <translation>Gift strömt durch deine Adern: −%1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="649"/>
        <source>You burn: −%1 HP.</source>
        <translation>Du brennst: −%1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="650"/>
        <source>Poison courses through you: −%1 HP.</source>
        <translation>Gift strömt durch deine Adern: −%1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="651"/>
        <source>%1 burns for %2.</source>
        <translation>%1 brennt: −%2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="652"/>
        <source>%1 suffers %2 from poison.</source>
        <translation>%1 leidet unter Gift: −%2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="655"/>
        <source>You are too afraid to strike %1.</source>
        <translation>Du hast zu viel Angst, um %1 anzugreifen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="658"/>
        <source>You stumble.</source>
        <translation>Du stolperst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="669"/>
        <source>The %1 hits %2 for %3.</source>
        <translation>%1 trifft %2 für %3.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="675"/>
        <source>The %1 misses %2.</source>
        <translation>%1 verfehlt %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="678"/>
        <source>The %1 lands on the floor.</source>
        <translation>%1 landet auf dem Boden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="680"/>
        <source>You read the %1.</source>
        <translation>Du liest: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="683"/>
        <source>You zap the %1 (%n charge(s) left).</source>
        <translation>
            <numerusform>Du setzt %1 ein (noch %n Ladung).</numerusform>
            <numerusform>Du setzt %1 ein (noch %n Ladungen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="687"/>
        <source>The %1 has no charge yet: it gathers them again in time.</source>
        <translation>%1 hat noch keine Ladung: Mit der Zeit lädt es sich wieder auf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="689"/>
        <source>The %1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="692"/>
        <source>The %1 crumbles to dust.</source>
        <translation>%1 zerfällt zu Staub.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="695"/>
        <source>You are somewhere else!</source>
        <translation>Du bist plötzlich woanders!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="696"/>
        <source>%1 vanishes!</source>
        <translation>%1 verschwindet!</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="700"/>
        <source>You blink %n cell(s) ahead.</source>
        <translation>
            <numerusform>Du springst %n Feld weit.</numerusform>
            <numerusform>Du springst %n Felder weit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="701"/>
        <source>Something stands in the way: you stay where you are.</source>
        <translation>Etwas steht im Weg: Du bleibst, wo du bist.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="704"/>
        <source>The shape of this level comes into your mind.</source>
        <translation>Der Grundriss dieser Ebene erscheint vor deinem inneren Auge.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="706"/>
        <source>You sense %n thing(s) lying on this level.</source>
        <translation>
            <numerusform>Du spürst %n Gegenstand auf dieser Ebene.</numerusform>
            <numerusform>Du spürst %n Gegenstände auf dieser Ebene.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="709"/>
        <source>You sink through the floor to depth %1.</source>
        <translation>Du sinkst durch den Boden auf Tiefe %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="712"/>
        <source>%1 is thrown back %n cell(s).</source>
        <translation>
            <numerusform>%1 wird %n Feld zurückgeschleudert.</numerusform>
            <numerusform>%1 wird %n Felder zurückgeschleudert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="714"/>
        <source>%1 stands firm.</source>
        <translation>%1 hält stand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="719"/>
        <source>%1 appears!</source>
        <translation>%1 erscheint!</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="720"/>
        <source>%n of %1 appear!</source>
        <translation>
            <numerusform>%n × %1 erscheint!</numerusform>
            <numerusform>%n × %1 erscheinen!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="724"/>
        <source>You feel better: +%1 HP.</source>
        <translation>Du fühlst dich besser: +%1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="725"/>
        <source>%1 looks healthier.</source>
        <translation>%1 sieht gesünder aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="730"/>
        <source>It hurts you: −%1 XP.</source>
        <translation>Es verletzt dich: −%1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="732"/>
        <source>It hurts you: −%1 HP.</source>
        <translation>Es verletzt dich: −%1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="733"/>
        <source>%1 takes %2 damage.</source>
        <translation>%1 erleidet %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="736"/>
        <source>Nothing seems to happen.</source>
        <translation>Nichts scheint zu geschehen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="748"/>
        <source>%1 snatches %2 gold from you!</source>
        <translation>%1 schnappt dir %2 Gold weg!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="749"/>
        <source>%1 steals your %2!</source>
        <translation>%1 stiehlt dein(e) %2!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="750"/>
        <source>%1 steals your %2 (×%3)!</source>
        <translation>%1 stiehlt dein(e) %2 (×%3)!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="757"/>
        <source>You take back %1 gold.</source>
        <translation>Du holst dir %1 Gold zurück.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="758"/>
        <source>It drops your %1.</source>
        <translation>Es lässt dein(e) %1 fallen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="761"/>
        <source>%1 bursts!</source>
        <translation>%1 platzt!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="765"/>
        <source>The blast hits you: −%1 HP.</source>
        <translation>Die Explosion trifft dich: −%1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="766"/>
        <source>The blast hits %1 for %2.</source>
        <translation>Die Explosion trifft %1 für %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="769"/>
        <source>%1 splits in two!</source>
        <translation>%1 teilt sich in zwei!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="773"/>
        <source>%1 breathes at you: −%2 HP.</source>
        <translation>%1 speit dich an: −%2 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="774"/>
        <source>%1 breathes at you and misses.</source>
        <translation>%1 speit nach dir und verfehlt dich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="778"/>
        <source>%1 breathes on %2 for %3.</source>
        <translation>%1 speit auf %2: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="783"/>
        <source>%1 shows itself!</source>
        <translation>%1 zeigt sich!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="824"/>
        <source>You land a critical hit on %1 for %2 damage!</source>
        <translation>Du landest einen kritischen Treffer an %1: %2 Schaden!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="825"/>
        <source>You hit %1 for %2 damage.</source>
        <translation>Du triffst %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="827"/>
        <source>%1 lands a critical hit on you for %2 damage!</source>
        <translation>%1 landet einen kritischen Treffer an dir: %2 Schaden!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="828"/>
        <source>%1 hits you for %2 damage.</source>
        <translation>%1 trifft dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="830"/>
        <source>You attack %1 and miss.</source>
        <translation>Du greifst %1 an und verfehlst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="831"/>
        <source>%1 attacks you and misses.</source>
        <translation>%1 greift dich an und verfehlt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="835"/>
        <source>%1 is invincible: your attack does no harm.</source>
        <translation>%1 ist unverwundbar: Dein Angriff richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="836"/>
        <source>%1 is invincible: your %2 does no harm.</source>
        <translation>%1 ist unverwundbar: %2 richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="837"/>
        <source>You are invincible: %1&apos;s attack does no harm.</source>
        <translation>Du bist unverwundbar: Der Angriff von %1 richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="838"/>
        <source>You are invincible: %1&apos;s %2 does no harm.</source>
        <translation>Du bist unverwundbar: %2 von %1 richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="840"/>
        <source>You defend.</source>
        <translation>Du wehrst ab.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="867"/>
        <source>You cast %1 on %2 for %3 damage: its element overpowers %2&apos;s!</source>
        <translation>Du wirkst %1 auf %2: %3 Schaden, sein Element überwältigt das des Ziels!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="870"/>
        <source>You cast %1 on %2 for %3 damage.</source>
        <translation>Du wirkst %1 auf %2: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="871"/>
        <source>%1 casts %2 on you for %3 damage: its element overpowers yours!</source>
        <translation>%1 wirkt %2 auf dich: %3 Schaden, sein Element überwältigt deins!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="874"/>
        <source>%1 casts %2 on you for %3 damage.</source>
        <translation>%1 wirkt %2 auf dich: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="876"/>
        <source>You cast %1 and recover %2 HP.</source>
        <translation>Du wirkst %1 und erhältst %2 LP zurück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="880"/>
        <source>You cast %1: invincible for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1: unverwundbar für %n Runde.</numerusform>
            <numerusform>Du wirkst %1: unverwundbar für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="885"/>
        <source>You cast %1: you recover %2 HP a round for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1: du erhältst %2 LP je Runde, %n Runde lang.</numerusform>
            <numerusform>Du wirkst %1: du erhältst %2 LP je Runde, %n Runden lang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="893"/>
        <source>You cast %1: %2 +%3 for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1: %2 +%3 für %n Runde.</numerusform>
            <numerusform>Du wirkst %1: %2 +%3 für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="901"/>
        <source>You cast %1: %2 is silenced for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1: %2 ist %n Runde lang verstummt.</numerusform>
            <numerusform>Du wirkst %1: %2 ist %n Runden lang verstummt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="903"/>
        <source>%1 casts %2: you are silenced for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: Du bist %n Runde lang verstummt.</numerusform>
            <numerusform>%1 wirkt %2: Du bist %n Runden lang verstummt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="906"/>
        <source>You cast %1: %2 burns for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1: %2 brennt, %3 LP je Runde, %n Runde lang.</numerusform>
            <numerusform>Du wirkst %1: %2 brennt, %3 LP je Runde, %n Runden lang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="910"/>
        <source>%1 casts %2: you burn for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: Du brennst, %3 LP je Runde, %n Runde lang.</numerusform>
            <numerusform>%1 wirkt %2: Du brennst, %3 LP je Runde, %n Runden lang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="914"/>
        <source>You cast %1 on %2: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>Du wirkst %1 auf %2: %3 −%4 für %n Runde.</numerusform>
            <numerusform>Du wirkst %1 auf %2: %3 −%4 für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="917"/>
        <source>%1 casts %2 on you: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2 auf dich: %3 −%4 für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2 auf dich: %3 −%4 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="933"/>
        <source>%1 uses %2.</source>
        <translation>%1 benutzt %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1084"/>
        <source>+%1 XP</source>
        <translation>+%1 EP</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1088"/>
        <source>%1 gold</source>
        <translation>%1 Gold</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="1098"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="842"/>
        <source>You escape!</source>
        <translation>Du entkommst!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="844"/>
        <source>You try to escape but cannot get away.</source>
        <translation>Du versuchst zu fliehen, kommst aber nicht weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="848"/>
        <source>You fly into a rage!</source>
        <translation>Du gerätst in Raserei!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="849"/>
        <source>You lose your nerve!</source>
        <translation>Du verlierst die Nerven!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="942"/>
        <source>You recover %1 HP (growing).</source>
        <translation>Du erhältst %1 LP zurück (Wachstum).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="945"/>
        <source>You burn for %1 damage.</source>
        <translation>Du brennst: %1 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="950"/>
        <source>The %1 on you wears off.</source>
        <translation>%1 auf dir lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="952"/>
        <source>Your %1 wears off.</source>
        <translation>%1 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="851"/>
        <source>You fall.</source>
        <translation>Du fällst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="101"/>
        <source>You step into the dark of the dungeon.</source>
        <translation>Du trittst in das Dunkel des Kerkers.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="102"/>
        <source>%1, you enter the dungeon.</source>
        <translation>%1, du betrittst den Kerker.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="211"/>
        <source>You are already there.</source>
        <translation>Du bist schon dort.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="213"/>
        <source>Something stands in the way.</source>
        <translation>Etwas steht im Weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="215"/>
        <source>You cannot aim at yourself.</source>
        <translation>Du kannst nicht auf dich selbst zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="217"/>
        <source>You cannot see that spot.</source>
        <translation>Diese Stelle siehst du nicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="219"/>
        <source>You cannot aim there.</source>
        <translation>Dorthin kannst du nicht zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="228"/>
        <source>Resting would not help: nothing heals by itself in this dungeon.</source>
        <translation>Ausruhen hilft nicht: In diesem Dungeon heilt nichts von selbst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="230"/>
        <source>You cannot rest with %1 in view.</source>
        <translation>Du kannst nicht ausruhen, solange %1 in Sicht ist.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="245"/>
        <source>You have nothing to shoot with.</source>
        <translation>Du hast nichts zum Schießen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="247"/>
        <source>Not enough MP for a bolt (it costs %1).</source>
        <translation>Nicht genug MP für ein Geschoss (es kostet %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="249"/>
        <source>There is no spell called &quot;%1&quot;.</source>
        <translation>Es gibt keinen Zauber namens „%1“.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="252"/>
        <source>You have not learned %1 yet: cast more %2 spells first.</source>
        <translation>%1 hast du noch nicht gelernt: Wirke erst mehr Zauber des Elements %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="256"/>
        <source>%1 can only be cast in battle.</source>
        <translation>%1 kann man nur im Kampf wirken.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="261"/>
        <source>You have no %1.</source>
        <translation>Du hast kein %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="263"/>
        <source>You cannot use the %1.</source>
        <translation>%1 kannst du nicht benutzen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="265"/>
        <source>The %1 is not something to wear or wield.</source>
        <translation>%1 kann man weder tragen noch führen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="268"/>
        <source>&quot;%1&quot; is not a slot (melee, ranged, armour, shoes).</source>
        <translation>„%1“ ist kein Platz (melee, ranged, armour, shoes).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="271"/>
        <source>You wear nothing there.</source>
        <translation>Dort trägst du nichts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="273"/>
        <source>You have no ranged weapon to switch to.</source>
        <translation>Du hast keine Fernwaffe zum Wechseln.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="275"/>
        <source>The battle is over.</source>
        <translation>Der Kampf ist vorbei.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="277"/>
        <source>There is no item &quot;%1&quot;.</source>
        <translation>Es gibt keinen Gegenstand „%1“.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="279"/>
        <source>Only medicine can be used in a battle.</source>
        <translation>Im Kampf kann man nur Heilmittel benutzen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="296"/>
        <source>HP is already full.</source>
        <translation>Die LP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="298"/>
        <source>MP is already full.</source>
        <translation>Die MP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="300"/>
        <source>HP and MP are already full.</source>
        <translation>LP und MP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="302"/>
        <source>Only healing spells can be cast outside a battle.</source>
        <translation>Außerhalb eines Kampfes wirken nur Heilzauber.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="320"/>
        <source>You pick up a chip (%1 left).</source>
        <translation>Du hebst einen Chip auf (noch %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="321"/>
        <source>You pick up the last chip: the exit opens.</source>
        <translation>Du hebst den letzten Chip auf: Der Ausgang öffnet sich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="322"/>
        <source>You pick up the last chip.</source>
        <translation>Du hebst den letzten Chip auf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="327"/>
        <location filename="../words/LogWords.cpp" line="425"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="329"/>
        <source>You see %1 here.</source>
        <translation>Hier siehst du: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="329"/>
        <location filename="../words/LogWords.cpp" line="444"/>
        <location filename="../words/LogWords.cpp" line="1101"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="332"/>
        <source>A way down.</source>
        <translation>Ein Weg nach unten.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="334"/>
        <source>A way up.</source>
        <translation>Ein Weg nach oben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="337"/>
        <source>%1! %2 (%3 damage).</source>
        <translation>%1! %2 (%3 Schaden).</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="353"/>
        <source>You rest for %n turn(s) and feel whole again.</source>
        <translation>
            <numerusform>Du ruhst %n Zug und bist wieder ganz bei Kräften.</numerusform>
            <numerusform>Du ruhst %n Züge und bist wieder ganz bei Kräften.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="354"/>
        <source>You rest for %n turn(s).</source>
        <translation>
            <numerusform>Du ruhst %n Zug.</numerusform>
            <numerusform>Du ruhst %n Züge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="358"/>
        <source>Something hurts you: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>Etwas verletzt dich: Du hörst nach %n Zug auf zu ruhen.</numerusform>
            <numerusform>Etwas verletzt dich: Du hörst nach %n Zügen auf zu ruhen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="360"/>
        <source>%1 comes into view: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>%1 kommt in Sicht: Du hörst nach %n Zug auf zu ruhen.</numerusform>
            <numerusform>%1 kommt in Sicht: Du hörst nach %n Zügen auf zu ruhen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="457"/>
        <source>Another %1 — you already found one, and leave it.</source>
        <translation>Noch einmal %1 – das hast du schon gefunden und lässt es liegen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="432"/>
        <source>The chest was a %1!</source>
        <translation>Die Truhe war ein %1!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="436"/>
        <source>The chest was trapped: %1 (%2 damage).</source>
        <translation>Die Truhe hatte eine Falle: %1 (%2 Schaden).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="444"/>
        <location filename="../words/LogWords.cpp" line="1101"/>
        <source>You open the chest: %1.</source>
        <translation>Du öffnest die Truhe: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="447"/>
        <source>The chest is empty.</source>
        <translation>Die Truhe ist leer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="461"/>
        <source>%1: +%2 XP.</source>
        <translation>%1: +%2 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="465"/>
        <source>%1: %2 gold.</source>
        <translation>%1: %2 Gold.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="469"/>
        <source>You take %1 × %2.</source>
        <translation>Du nimmst %1 × %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="470"/>
        <source>You take the %1.</source>
        <translation>Du nimmst: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="346"/>
        <source>You stop: something comes into view.</source>
        <translation>Du hältst an: Etwas kommt in Sicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="348"/>
        <source>You stop: something is right beside you.</source>
        <translation>Du hältst an: Etwas ist direkt neben dir.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="473"/>
        <source>You heal %1 HP.</source>
        <translation>Du heilst %1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="475"/>
        <source>You burn for %1 HP.</source>
        <translation>Du brennst: %1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="477"/>
        <source>%1 wears off.</source>
        <translation>%1 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="483"/>
        <location filename="../words/LogWords.cpp" line="937"/>
        <source>You drink the %1: +%2 HP, +%3 MP.</source>
        <translation>Du trinkst %1: +%2 LP, +%3 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="484"/>
        <location filename="../words/LogWords.cpp" line="938"/>
        <source>You drink the %1: +%2 MP.</source>
        <translation>Du trinkst %1: +%2 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="485"/>
        <location filename="../words/LogWords.cpp" line="939"/>
        <source>You drink the %1: +%2 HP.</source>
        <translation>Du trinkst %1: +%2 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="489"/>
        <source>You put on the %1.</source>
        <translation>Du legst an: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="490"/>
        <source>You put on the %1 instead of the %2.</source>
        <translation>Du legst %1 an, statt %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="494"/>
        <source>You take off the %1.</source>
        <translation>Du legst ab: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="504"/>
        <source>You put your weapon away and raise your fists.</source>
        <translation>Du steckst die Waffe weg und hebst die Fäuste.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="505"/>
        <source>You ready the %1.</source>
        <translation>Du machst bereit: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="526"/>
        <source>You raise your guard.</source>
        <translation>Du gehst in Deckung.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="528"/>
        <source>The bolt costs you %1 XP.</source>
        <translation>Das Geschoss kostet dich %1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="530"/>
        <source>The bolt flies off and bursts on the wall.</source>
        <translation>Das Geschoss fliegt davon und zerplatzt an der Wand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="531"/>
        <source>Your shot hits the wall.</source>
        <translation>Dein Schuss trifft die Wand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="533"/>
        <source>Your shot misses %1.</source>
        <translation>Dein Schuss verfehlt %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="536"/>
        <source>The bolt hits %1 for %2.</source>
        <translation>Das Geschoss trifft %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="537"/>
        <source>The shot hits %1 for %2.</source>
        <translation>Der Schuss trifft %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="541"/>
        <source>You cast %1: +%2 HP.</source>
        <translation>Du wirkst %1: +%2 LP.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="545"/>
        <source>You cast %1 (%n round(s)).</source>
        <translation>
            <numerusform>Du wirkst %1 (%n Runde).</numerusform>
            <numerusform>Du wirkst %1 (%n Runden).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="548"/>
        <source>%1 bursts on the wall.</source>
        <translation>%1 zerplatzt an der Wand.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="553"/>
        <source>%1 takes hold of %2 (%n round(s)).</source>
        <translation>
            <numerusform>%1 packt %2 (%n Runde).</numerusform>
            <numerusform>%1 packt %2 (%n Runden).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="558"/>
        <source>%1 cannot harm %2.</source>
        <translation>%1 kann %2 nichts anhaben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="562"/>
        <source>%1 hits %2 for %3 (its element is weak to it).</source>
        <translation>%1 trifft %2: %3 Schaden (sein Element ist dagegen schwach).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="565"/>
        <source>%1 hits %2 for %3.</source>
        <translation>%1 trifft %2: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="570"/>
        <source>Your blow glances off %1: it is invincible.</source>
        <translation>Dein Hieb prallt an %1 ab: unverwundbar.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="573"/>
        <source>You miss %1.</source>
        <translation>Du verfehlst %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="577"/>
        <source>Critical! You hit %1 for %2.</source>
        <translation>Kritisch! Du triffst %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="578"/>
        <source>You hit %1 for %2.</source>
        <translation>Du triffst %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="598"/>
        <source>%1 touches you: −%2 XP.</source>
        <translation>%1 berührt dich: −%2 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="601"/>
        <source>%1 cannot harm you.</source>
        <translation>%1 kann dir nichts anhaben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="603"/>
        <source>%1 misses you.</source>
        <translation>%1 verfehlt dich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="607"/>
        <source>Critical! %1 hits you for %2.</source>
        <translation>Kritisch! %1 trifft dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="608"/>
        <source>%1 hits you for %2.</source>
        <translation>%1 trifft dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="612"/>
        <source>%1 shoots you for %2.</source>
        <translation>%1 schießt auf dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="613"/>
        <source>%1 shoots and misses.</source>
        <translation>%1 schießt und verfehlt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="616"/>
        <source>%1 wakes up.</source>
        <translation>%1 wacht auf.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="786"/>
        <source>%1 calls for help: %n more come(s) (%2).</source>
        <translation>
            <numerusform>%1 ruft um Hilfe: %n weiteres kommt (%2).</numerusform>
            <numerusform>%1 ruft um Hilfe: %n weitere kommen (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="798"/>
        <source>A battle with %1 begins!</source>
        <translation>Ein Kampf mit %1 beginnt!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="807"/>
        <source>You get away.</source>
        <translation>Du entkommst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="809"/>
        <source>%1 flees and is gone for good.</source>
        <translation>%1 flieht und ist für immer fort.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="350"/>
        <source>This is the last room: its doors lead nowhere.</source>
        <translation>Dies ist der letzte Raum: Seine Türen führen nirgendwohin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="508"/>
        <source>You drop the %1.</source>
        <translation>Du legst %1 ab.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="50"/>
        <source>Permadungeon: a roguelike and its construction kit.</source>
        <translation>Permadungeon: ein Roguelike und sein Baukasten.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="21"/>
        <source>Quit after &lt;ms&gt; milliseconds (for smoke tests).</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden (für Schnelltests).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="25"/>
        <source>Quit once the map has drawn its first frame (to time start-up).</source>
        <translation>Beenden, sobald die Karte ihr erstes Bild gezeichnet hat (um den Start zu messen).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="28"/>
        <source>Start a run of the pack in &lt;dir&gt;.</source>
        <translation>Einen Lauf mit dem Paket in &lt;dir&gt; beginnen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="31"/>
        <source>The run&apos;s seed: a number or any text (default: random).</source>
        <translation>Der Startwert des Laufs: eine Zahl oder ein beliebiger Text (sonst zufällig).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="34"/>
        <source>The hero&apos;s name.</source>
        <translation>Der Name der Heldin oder des Helden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="37"/>
        <source>Write the run&apos;s replay to &lt;file&gt; as it goes.</source>
        <translation>Die Aufzeichnung des Laufs laufend in &lt;file&gt; schreiben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="40"/>
        <source>Play the replay &lt;file&gt; back.</source>
        <translation>Die Aufzeichnung &lt;file&gt; abspielen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="43"/>
        <source>Replay speed in turns a second (0: at once; default 10).</source>
        <translation>Abspielgeschwindigkeit in Zügen pro Sekunde (0: sofort; sonst 10).</translation>
    </message>
    <message>
        <location filename="../app/CommandLine.cpp" line="47"/>
        <source>Open the pack in &lt;dir&gt; in the Editor tab.</source>
        <translation>Das Paket in &lt;dir&gt; im Editor öffnen.</translation>
    </message>
</context>
<context>
    <name>pd::AboutDialog</name>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="102"/>
        <source>About Permadungeon</source>
        <translation>Über Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="104"/>
        <source>Permadungeon %1</source>
        <translation>Permadungeon %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="105"/>
        <source>A roguelike and the construction kit it is built with.</source>
        <translation>Ein Roguelike und der Baukasten, mit dem es gebaut ist.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="107"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="108"/>
        <source>A&amp;uthors</source>
        <translation>A&amp;utoren</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="109"/>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="110"/>
        <source>&amp;Built with</source>
        <translation>&amp;Gebaut mit</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="113"/>
        <source>Four games (Classic, Permadungeon, Permadungeon: Homework and Maze Duel) and the editor they are made with: random tables with their exact odds, seeds that make the same dungeon every time, replays, and a designer&apos;s change playable at once.</source>
        <translation>Vier Spiele (Klassisch, Permadungeon, Permadungeon: Hausaufgaben und Labyrinth-Duell) und der Editor, mit dem sie gemacht sind: Zufallstabellen mit ihren genauen Wahrscheinlichkeiten, Seeds, die jedes Mal denselben Dungeon erzeugen, Wiederholungen und Änderungen, die sofort spielbar sind.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="117"/>
        <source>Free software under the GNU General Public License, version 3 or any later version (the LICENSE file). It comes with no warranty.</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder jede spätere Version (die Datei LICENSE). Ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="119"/>
        <source>Homepage: %1</source>
        <translation>Webseite: %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="120"/>
        <source>Report a bug: %1</source>
        <translation>Fehler melden: %1</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="122"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="124"/>
        <source>The Permadungeon team</source>
        <translation>Das Permadungeon-Team</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="128"/>
        <source>The art and the sounds are the program&apos;s own: its code draws the tiles and the icon and makes the sounds.</source>
        <translation>Grafik und Klänge stammen vom Programm selbst: sein Code zeichnet die Kacheln und das Symbol und erzeugt die Klänge.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="131"/>
        <source>The rules of the bundled games follow five source documents, each named in the manual where its rule is played.</source>
        <translation>Die Regeln der mitgelieferten Spiele folgen fünf Quelldokumenten; das Handbuch nennt jedes dort, wo seine Regel gespielt wird.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="134"/>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="135"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="139"/>
        <source>%1 (built with %2)</source>
        <translation>%1 (gebaut mit %2)</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="143"/>
        <source>Qt %1, under the GNU Lesser General Public License, version 3</source>
        <translation>Qt %1, unter der GNU Lesser General Public License, Version 3</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="145"/>
        <source>QuaZip %1, under the GNU Lesser General Public License, version 2.1, with its static linking exception</source>
        <translation>QuaZip %1, unter der GNU Lesser General Public License, Version 2.1, mit ihrer Ausnahme für statisches Linken</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="149"/>
        <source>zlib %1, under the zlib licence</source>
        <translation>zlib %1, unter der zlib-Lizenz</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="151"/>
        <source>bzip2 %1 (through QuaZip), under its BSD-style licence</source>
        <translation>bzip2 %1 (über QuaZip), unter seiner BSD-artigen Lizenz</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="153"/>
        <source>Help ▸ About Qt has the rest of Qt&apos;s.</source>
        <translation>Den Rest zu Qt zeigt Hilfe ▸ Über Qt.</translation>
    </message>
    <message>
        <location filename="../app/help/AboutDialog.cpp" line="155"/>
        <source>Built with</source>
        <translation>Gebaut mit</translation>
    </message>
</context>
<context>
    <name>pd::ArchiveWords</name>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="21"/>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="32"/>
        <source>(it has %1: zip the pack&apos;s files, not the folder around them)</source>
        <translation>(es enthält %1: zippe die Dateien des Pakets, nicht den Ordner, in dem sie liegen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="11"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>ein Byte</numerusform>
            <numerusform>%n Byte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="23"/>
        <source>not a zip archive</source>
        <translation>kein Zip-Archiv</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="25"/>
        <source>damaged or truncated zip archive (its list of files cannot be read)</source>
        <translation>beschädigtes oder abgeschnittenes Zip-Archiv (seine Dateiliste ist nicht lesbar)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="27"/>
        <source>not a pack: no pack.json at the top of the archive</source>
        <translation>kein Paket: keine pack.json auf der obersten Ebene des Archivs</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="28"/>
        <source>not a pack: no pack.json in the folder</source>
        <translation>kein Paket: keine pack.json im Ordner</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="36"/>
        <source>too many entries: %1; the limit is %2</source>
        <translation>zu viele Einträge: %1; die Grenze ist %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="38"/>
        <source>the files unpack to %1; the limit is %2</source>
        <translation>die Dateien entpacken sich auf %1; die Grenze ist %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="40"/>
        <source>not a pack folder</source>
        <translation>kein Paketordner</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="42"/>
        <source>the zip cannot be written inside the pack folder it holds</source>
        <translation>die Zip-Datei kann nicht in den Paketordner geschrieben werden, den sie enthält</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="44"/>
        <source>refused: the name climbs out of the pack folder (&quot;..&quot;)</source>
        <translation>abgelehnt: der Name führt aus dem Paketordner hinaus („..“)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="46"/>
        <source>refused: an absolute path</source>
        <translation>abgelehnt: ein absoluter Pfad</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="48"/>
        <source>refused: the name starts with a drive letter</source>
        <translation>abgelehnt: der Name beginnt mit einem Laufwerksbuchstaben</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="50"/>
        <source>refused: a backslash in the name (zip names use &quot;/&quot;)</source>
        <translation>abgelehnt: ein Backslash im Namen (Zip-Namen verwenden „/“)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="52"/>
        <source>refused: the name is not valid UTF-8</source>
        <translation>abgelehnt: der Name ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="59"/>
        <source>refused: the archive holds this name twice</source>
        <translation>abgelehnt: das Archiv enthält diesen Namen zweimal</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="60"/>
        <source>refused: the same name as %1 (letter case aside)</source>
        <translation>abgelehnt: derselbe Name wie %1 (abgesehen von Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="62"/>
        <source>refused: %1 would be a file and a folder at once</source>
        <translation>abgelehnt: %1 wäre zugleich Datei und Ordner</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="64"/>
        <source>refused: a symbolic link</source>
        <translation>abgelehnt: ein symbolischer Link</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="66"/>
        <source>refused: not a regular file</source>
        <translation>abgelehnt: keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="68"/>
        <source>refused: encrypted</source>
        <translation>abgelehnt: verschlüsselt</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="70"/>
        <source>refused: compression method %1 (only stored and deflated files are read)</source>
        <translation>abgelehnt: Kompressionsmethode %1 (nur unkomprimierte und mit Deflate komprimierte Dateien werden gelesen)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="79"/>
        <source>refused: holds at least %1 where the archive says %2</source>
        <translation>abgelehnt: enthält mindestens %1, wo das Archiv %2 angibt</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="82"/>
        <source>refused: damaged data (its checksum does not match)</source>
        <translation>abgelehnt: beschädigte Daten (die Prüfsumme stimmt nicht)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="84"/>
        <source>cannot be unpacked</source>
        <translation>kann nicht entpackt werden</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="86"/>
        <source>exists and is not an empty folder</source>
        <translation>existiert und ist kein leerer Ordner</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="88"/>
        <source>no such folder</source>
        <translation>diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="90"/>
        <source>cannot be written</source>
        <translation>kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="17"/>
        <location filename="../words/ArchiveWords.cpp" line="100"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="54"/>
        <source>refused: not a file name every system can hold (an empty part, &quot;.&quot;, a control character, &quot;:&quot;, a trailing dot or space, a reserved or too long name)</source>
        <translation>abgelehnt: kein Dateiname, den jedes System zulässt (ein leerer Teil, „.“, ein Steuerzeichen, „:“, ein Punkt oder Leerzeichen am Ende, ein reservierter oder zu langer Name)</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="73"/>
        <source>refused: unpacks to %1; the limit is %2</source>
        <translation>abgelehnt: entpackt sich auf %1; die Grenze ist %2</translation>
    </message>
    <message>
        <location filename="../words/ArchiveWords.cpp" line="75"/>
        <source>refused: compressed %1 to 1; the limit is %2 to 1 (a zip bomb?)</source>
        <translation>abgelehnt: %1 zu 1 komprimiert; die Grenze ist %2 zu 1 (eine Zip-Bombe?)</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="92"/>
        <source>not a valid pack: %n errors</source>
        <translation>
            <numerusform>kein gültiges Paket: ein Fehler</numerusform>
            <numerusform>kein gültiges Paket: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="113"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und ein weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::AttributesPanel</name>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="46"/>
        <source>↑↓ scroll · Esc closes</source>
        <translation>↑↓ blättern · Esc schließt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="24"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="87"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="45"/>
        <source>↑↓ scroll · ←→ the other menus · M back to the maze</source>
        <translation>↑↓ blättern · ←→ die anderen Menüs · M zurück ins Labyrinth</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="103"/>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="106"/>
        <source>Experience is your health here: %1 XP.</source>
        <translation>Erfahrung ist hier deine Gesundheit: %1 EP.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="109"/>
        <source>%1 XP: the highest level there is.</source>
        <translation>%1 EP: die höchste Stufe, die es gibt.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="113"/>
        <source>%1 XP · level %2 at %3 XP: %4 to go.</source>
        <translation>%1 EP · Stufe %2 bei %3 EP: noch %4.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="124"/>
        <source>Attribute</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Base</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Buffs</source>
        <translation>Stärkungen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="125"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="136"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="138"/>
        <source>%1 of &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 von &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="148"/>
        <source>In force</source>
        <translation>Wirkt gerade</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="154"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>noch %n Zug</numerusform>
            <numerusform>noch %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="162"/>
        <source>Elements: a point for every spell cast; points open the levels of an element&apos;s spells</source>
        <translation>Elemente: ein Punkt für jeden Zauber; Punkte öffnen die Stufen der Zauber eines Elements</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="174"/>
        <source>level %1 at %2 points</source>
        <translation>Stufe %1 bei %2 Punkten</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="182"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="184"/>
        <source>no spell open</source>
        <translation>kein Zauber offen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="185"/>
        <source>level 1 open</source>
        <translation>Stufe 1 offen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="186"/>
        <source>levels 1–%1 open</source>
        <translation>Stufen 1–%1 offen</translation>
    </message>
</context>
<context>
    <name>pd::BandsEditor</name>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="112"/>
        <source>count: %1</source>
        <translation>Anzahl: %1</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="145"/>
        <location filename="../editor/records/BandsEditor.cpp" line="298"/>
        <location filename="../editor/records/BandsEditor.cpp" line="301"/>
        <source>Add band</source>
        <translation>Bereich hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="147"/>
        <source>Remove band</source>
        <translation>Bereich entfernen</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="164"/>
        <source>What fills a level of band %1 (depths %2 to %3):</source>
        <translation>Was eine Ebene des Tiefenbereichs %1 füllt (Tiefen %2 bis %3):</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="168"/>
        <source>Choose a band to see what fills its levels.</source>
        <translation>Wähle einen Tiefenbereich, um zu sehen, was seine Ebenen füllt.</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="256"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="277"/>
        <source>Change band %1 %2</source>
        <translation>Tiefenbereich %1 ändern: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/BandsEditor.cpp" line="308"/>
        <source>Remove band %1</source>
        <translation>Tiefenbereich %1 entfernen</translation>
    </message>
</context>
<context>
    <name>pd::BattleView</name>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="192"/>
        <source>— Round %1 —</source>
        <translation>— Runde %1 —</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="231"/>
        <source>This dungeon has no spells.</source>
        <translation>In diesem Verlies gibt es keine Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="250"/>
        <source>You carry no medicine.</source>
        <translation>Du trägst keine Arznei.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="349"/>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="350"/>
        <source>%1 is defeated.</source>
        <translation>%1 ist besiegt.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="351"/>
        <source>+%1 XP</source>
        <translation>+%1 EP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="354"/>
        <source>Loot: %1</source>
        <translation>Beute: %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="356"/>
        <source>You reach level %1!</source>
        <translation>Du erreichst Stufe %1!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="360"/>
        <source>You got away</source>
        <translation>Du bist entkommen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="361"/>
        <source>%1 stays behind; it will wait a moment before it follows.</source>
        <translation>%1 bleibt zurück und wartet einen Moment, bevor es folgt.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="365"/>
        <source>It fled</source>
        <translation>Es ist geflohen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="367"/>
        <source>%1 runs and is gone for good: no XP, no loot.</source>
        <translation>%1 rennt davon und ist fort: keine EP, keine Beute.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>Escape</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="409"/>
        <source>Continue  [Enter]</source>
        <translation>Weiter  [Enter]</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="471"/>
        <location filename="../app/game/battle/BattleView.cpp" line="477"/>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="474"/>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="476"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="487"/>
        <source>enraged</source>
        <translation>wütend</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="490"/>
        <source>timid</source>
        <translation>ängstlich</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="493"/>
        <source>calm</source>
        <translation>ruhig</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="507"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="510"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="515"/>
        <source>On guard</source>
        <translation>In Deckung</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/battle/BattleView.cpp" line="522"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="548"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="558"/>
        <source>vs</source>
        <translation>gegen</translation>
    </message>
</context>
<context>
    <name>pd::ComparisonTable</name>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Baseline</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="20"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="36"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="46"/>
        <source>Within the noise: the interval holds 0</source>
        <translation>Im Rauschen: Das Intervall enthält 0</translation>
    </message>
    <message>
        <location filename="../editor/playtest/ComparisonTable.cpp" line="51"/>
        <source>Outside the noise: the interval leaves out 0</source>
        <translation>Außerhalb des Rauschens: Das Intervall enthält 0 nicht</translation>
    </message>
</context>
<context>
    <name>pd::ContactSheetModel</name>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="67"/>
        <source>%n monsters</source>
        <translation>
            <numerusform>ein Monster</numerusform>
            <numerusform>%n Monster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="68"/>
        <source>%n items</source>
        <translation>
            <numerusform>ein Gegenstand</numerusform>
            <numerusform>%n Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="69"/>
        <source>%n chests</source>
        <translation>
            <numerusform>eine Truhe</numerusform>
            <numerusform>%n Truhen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="71"/>
        <source>%n traps</source>
        <translation>
            <numerusform>eine Falle</numerusform>
            <numerusform>%n Fallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="70"/>
        <source>%n chips</source>
        <translation>
            <numerusform>ein Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="136"/>
        <source>Seed %1: being made…</source>
        <translation>Startwert %1: wird erzeugt…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="138"/>
        <source>Seed %1: %2</source>
        <translation>Startwert %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="140"/>
        <source>no way down</source>
        <translation>kein Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="140"/>
        <source>path %1</source>
        <translation>Weg %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="142"/>
        <source>%1 · %2 · %3×%4</source>
        <translation>%1 · %2 · %3×%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="147"/>
        <location filename="../editor/preview/ContactSheet.cpp" line="156"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>ein Raum</numerusform>
            <numerusform>%n Räume</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="151"/>
        <source>Seed %1, %2 level %3×%4</source>
        <translation>Startwert %1, Ebene vom Typ %2, %3×%4</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="157"/>
        <source>floor %1%</source>
        <translation>Bodenanteil %1 %</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="159"/>
        <source>Arrival to the way down: %1</source>
        <translation>Ankunft bis zum Weg nach unten: %1</translation>
    </message>
</context>
<context>
    <name>pd::DockLayout</name>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="174"/>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="176"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="178"/>
        <source>Go to the %1 list</source>
        <translation>Zur Liste „%1“</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="179"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="180"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="181"/>
        <source>JSON of the file</source>
        <translation>JSON der Datei</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="182"/>
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/workspace/DockLayout.cpp" line="183"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
</context>
<context>
    <name>pd::EditorWindowTab</name>
    <message>
        <location filename="../app/EditorWindowTab.cpp" line="25"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../app/EditorWindowTab.cpp" line="30"/>
        <source>%1 — Permadungeon Editor</source>
        <translation>%1 — Permadungeon-Editor</translation>
    </message>
</context>
<context>
    <name>pd::EditorWorkspace</name>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="254"/>
        <source>The chosen table</source>
        <translation>Die gewählte Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="259"/>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Choose a table, item, spell, monster or trap in the lists at the left. Every change can be undone (Ctrl+Z); problems show below as you type; File ▸ Save pack writes only the files that changed.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Wähle links eine Tabelle, einen Gegenstand, Zauber, ein Monster oder eine Falle. Jede Änderung lässt sich rückgängig machen (Strg+Z); Probleme erscheinen unten schon beim Tippen; Datei ▸ Paket speichern schreibt nur die geänderten Dateien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="263"/>
        <source>&lt;h2&gt;Editor&lt;/h2&gt;&lt;p&gt;Open a pack folder (File ▸ Open pack…, or &lt;tt&gt;permadungeon --edit FOLDER&lt;/tt&gt;) or make a new one, empty or from a bundled pack (File ▸ New pack…).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Editor&lt;/h2&gt;&lt;p&gt;Öffne einen Paketordner (Datei ▸ Paket öffnen…, oder &lt;tt&gt;permadungeon --edit ORDNER&lt;/tt&gt;) oder lege einen neuen an, leer oder aus einem mitgelieferten Paket (Datei ▸ Neues Paket…).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="303"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="305"/>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
</context>
<context>
    <name>pd::EquipmentPanel</name>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="53"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="54"/>
        <source>Equip</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="55"/>
        <source>Take off</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="56"/>
        <source>Swap weapon in hand</source>
        <translation>Waffe in der Hand wechseln</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="60"/>
        <source>Slot and piece</source>
        <translation>Platz und Stück</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="60"/>
        <source>Adds</source>
        <translation>Bringt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="72"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="76"/>
        <source>(both hands on the %1)</source>
        <translation>(Zweihandwaffe: %1)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="80"/>
        <source>%1 — in hand</source>
        <translation>%1 — in der Hand</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="83"/>
        <source>%1: %2</source>
        <extracomment>A slot, then what is worn in it (&quot;Armour: Leather jerkin&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="99"/>
        <source>carried: %1</source>
        <translation>dabei: %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="127"/>
        <source>Nothing is worn there. Pieces you carry that fit it are listed under the slot.</source>
        <translation>Dort wird nichts getragen. Passende Stücke, die du dabei hast, stehen unter dem Platz.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="134"/>
        <source>Your equipment adds nothing now.</source>
        <translation>Deine Ausrüstung bringt gerade nichts.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="135"/>
        <source>Your equipment adds %1 now.</source>
        <translation>Deine Ausrüstung bringt gerade %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="140"/>
        <source>Monsters hear you %n cell(s) further.</source>
        <translation>
            <numerusform>Monster hören dich %n Feld weiter.</numerusform>
            <numerusform>Monster hören dich %n Felder weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="141"/>
        <source>Monsters hear you %n cell(s) less far.</source>
        <translation>
            <numerusform>Monster hören dich %n Feld weniger weit.</numerusform>
            <numerusform>Monster hören dich %n Felder weniger weit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::GameAccessibility</name>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="72"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="73"/>
        <location filename="../app/game/GameAccessibility.cpp" line="75"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="76"/>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="78"/>
        <source>The hero&apos;s health, attributes and the run&apos;s figures</source>
        <translation>Gesundheit und Werte des Helden und die Zahlen des Laufs</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="83"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="84"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="101"/>
        <source>A place you have not seen.</source>
        <translation>Ein Ort, den du nicht gesehen hast.</translation>
    </message>
    <message>
        <location filename="../app/game/GameAccessibility.cpp" line="106"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>pd::GameOverlays</name>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/GameOverlays.cpp" line="218"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
</context>
<context>
    <name>pd::GamePanel</name>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="107"/>
        <source>↑↓ choose · Enter or the letter in brackets acts · Esc closes</source>
        <translation>↑↓ wählen · Enter oder der Buchstabe in Klammern handelt · Esc schließt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="105"/>
        <source>↑↓ choose · Enter chooses · Backspace goes back · ←→ the other menus · M back to the maze</source>
        <translation>↑↓ wählen · Eingabe wählt · Rücktaste geht zurück · ←→ die anderen Menüs · M zurück ins Labyrinth</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="104"/>
        <source>↑↓ choose · Enter chooses · Backspace goes back · Esc returns to the battle</source>
        <translation>↑↓ wählen · Enter wählt · Rücktaste geht zurück · Esc zurück zum Kampf</translation>
    </message>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="286"/>
        <source>%1: %2</source>
        <extracomment>An action, then why it cannot be done now (&quot;Use: HP is already full.&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>pd::GameSession</name>
    <message>
        <location filename="../app/game/GameSession.cpp" line="124"/>
        <location filename="../app/game/GameSession.cpp" line="173"/>
        <source>There is no saved run.</source>
        <translation>Es gibt keinen gespeicherten Lauf.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="372"/>
        <source>The run&apos;s replay could not be written: %1</source>
        <translation>Die Aufzeichnung des Laufs konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="376"/>
        <source>The replay could not be recorded to %1: %2</source>
        <translation>Die Aufzeichnung konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="338"/>
        <location filename="../app/game/GameSession.cpp" line="413"/>
        <source>The run could not be saved: %1</source>
        <translation>Der Lauf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="214"/>
        <source>The replay cannot be played with this pack: %1.</source>
        <translation>Die Aufzeichnung lässt sich mit diesem Paket nicht abspielen: %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="464"/>
        <source>The high-score table could not be read: %1</source>
        <translation>Die Bestenliste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="469"/>
        <source>The high-score table could not be written: %1</source>
        <translation>Die Bestenliste konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>pd::GameTab</name>
    <message>
        <location filename="../app/game/GameTab.cpp" line="229"/>
        <source>Sound on.</source>
        <translation>Ton an.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="228"/>
        <source>Sound off (%1 turns it back on).</source>
        <translation>Ton aus (%1 schaltet ihn wieder ein).</translation>
    </message>
</context>
<context>
    <name>pd::GameWindowTab</name>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="99"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="178"/>
        <source>Open a replay</source>
        <translation>Eine Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="179"/>
        <source>Replays (*.replay *.json);;All files (*)</source>
        <translation>Aufzeichnungen (*.replay *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="182"/>
        <source>5 turns a second</source>
        <translation>5 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="182"/>
        <source>10 turns a second</source>
        <translation>10 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>25 turns a second</source>
        <translation>25 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>2 turns a second</source>
        <translation>2 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="183"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="185"/>
        <source>Replay speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="185"/>
        <source>Play it back at</source>
        <translation>Abspielen mit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="191"/>
        <source>&amp;Watch without saving</source>
        <translation>Ohne Speichern &amp;zuschauen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="206"/>
        <source>&amp;Quit without saving</source>
        <translation>Ohne Speichern &amp;beenden</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="228"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="229"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="230"/>
        <source>&amp;Save and quit</source>
        <translation>&amp;Speichern und beenden</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="231"/>
        <source>&amp;Open replay…</source>
        <translation>Aufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="232"/>
        <source>&amp;High scores…</source>
        <translation>Bes&amp;tenliste…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="233"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="239"/>
        <source>&amp;Tiles or glyphs</source>
        <translation>&amp;Kacheln oder Zeichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="240"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="241"/>
        <source>Zoom &amp;out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="242"/>
        <source>&amp;Fit the map to the window</source>
        <translation>Karte ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="250"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="251"/>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="251"/>
        <source>&amp;Keys (%1)</source>
        <translation>&amp;Tasten (%1)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="243"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="244"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="247"/>
        <source>&amp;Sound…</source>
        <translation>&amp;Ton…</translation>
    </message>
    <message>
        <location filename="../app/game/GameWindowTab.cpp" line="248"/>
        <source>Show &amp;hints</source>
        <translation>&amp;Hinweise zeigen</translation>
    </message>
</context>
<context>
    <name>pd::GeneratorEditor</name>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="75"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="108"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="76"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="109"/>
        <source>How many cells wide the map is, its border included.</source>
        <translation>Wie viele Felder breit die Karte ist, mit ihrem Rand.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="79"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="112"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="80"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="113"/>
        <source>How many cells tall the map is, its border included.</source>
        <translation>Wie viele Felder hoch die Karte ist, mit ihrem Rand.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="83"/>
        <source>Room attempts</source>
        <translation>Raumversuche</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="84"/>
        <source>How many rooms the generator tries to place. A room that would touch another is dropped, so a level has this many rooms at most.</source>
        <translation>Wie viele Räume der Generator zu setzen versucht. Ein Raum, der einen anderen berühren würde, entfällt; eine Ebene hat also höchstens so viele Räume.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="88"/>
        <source>Smallest room</source>
        <translation>Kleinster Raum</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="89"/>
        <source>The least width and height of a room&apos;s floor, in cells.</source>
        <translation>Die kleinste Breite und Höhe des Bodens eines Raums, in Feldern.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="92"/>
        <source>Largest room</source>
        <translation>Größter Raum</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="93"/>
        <source>The greatest width and height of a room&apos;s floor, in cells: at least the smallest room, and two less than the map&apos;s shorter side.</source>
        <translation>Die größte Breite und Höhe des Bodens eines Raums, in Feldern: mindestens der kleinste Raum und zwei weniger als die kürzere Seite der Karte.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="97"/>
        <source>Loops (%)</source>
        <translation>Schleifen (%)</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="98"/>
        <source>The chance per room of one more tunnel to another room, so that the way is not always the only one: 0 makes a chain of rooms.</source>
        <translation>Die Chance je Raum auf einen weiteren Tunnel zu einem anderen Raum, damit der Weg nicht immer der einzige ist: 0 ergibt eine Kette von Räumen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="102"/>
        <source>Doors</source>
        <translation>Türen</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="103"/>
        <source>A door where a tunnel enters a room (never two side by side).</source>
        <translation>Eine Tür, wo ein Tunnel in einen Raum mündet (nie zwei nebeneinander).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="116"/>
        <source>Rock (%)</source>
        <translation>Fels (%)</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="117"/>
        <source>The share of cells that start as rock before smoothing: more rock makes narrower caves and more that are cut off.</source>
        <translation>Der Anteil der Felder, die vor dem Glätten Fels sind: mehr Fels ergibt engere Höhlen und mehr abgeschnittene.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="121"/>
        <source>Smoothing passes</source>
        <translation>Glättungsdurchgänge</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="122"/>
        <source>How many times the smoothing rule runs over the whole map: 0 leaves the noise as it was drawn; a handful settles it into caves.</source>
        <translation>Wie oft die Glättungsregel über die ganze Karte läuft: 0 lässt das Rauschen, wie es gezogen wurde; einige wenige formen daraus Höhlen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="126"/>
        <source>Wall threshold</source>
        <translation>Wandschwelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="127"/>
        <source>A cell becomes rock when at least this many of the nine cells of its 3×3 block are rock (5: the 4-5 rule). Lower fills the caves in.</source>
        <translation>Ein Feld wird Fels, wenn mindestens so viele der neun Felder seines 3×3-Blocks Fels sind (5: die 4-5-Regel). Weniger füllt die Höhlen auf.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="131"/>
        <source>Joining</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="132"/>
        <source>tunnels: every cave of four cells or more is joined to the largest by a tunnel. largest: only the largest cave is kept, the others filled with rock.</source>
        <translation>tunnels: jede Höhle ab vier Feldern wird durch einen Tunnel mit der größten verbunden. largest: nur die größte Höhle bleibt, die anderen werden mit Fels gefüllt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="139"/>
        <source>Cells per side</source>
        <translation>Zellen je Seite</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="140"/>
        <source>The maze has this many cells on each side (a map of twice as many tiles and one), from the entrance at the top left to the exit at the bottom right.</source>
        <translation>Das Labyrinth hat so viele Zellen je Seite (eine Karte mit doppelt so vielen Feldern plus eins), vom Eingang oben links bis zum Ausgang unten rechts.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="145"/>
        <source>Algorithm</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="146"/>
        <source>prim: a random cell of the frontier joins the maze (bushy, about a third dead ends). walk: carve on from the last cell while it can, then go on from a random visited one (long corridors).</source>
        <translation>prim: eine zufällige Zelle der Grenze kommt zum Labyrinth (buschig, etwa ein Drittel Sackgassen). walk: von der letzten Zelle aus weitergraben, solange es geht, dann von einer zufälligen besuchten weiter (lange Gänge).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="153"/>
        <source>Size table</source>
        <translation>Größentabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="154"/>
        <source>The table a room&apos;s size is rolled on: its rows give a width and a height (dice), and may name a contents table.</source>
        <translation>Die Tabelle, auf der die Größe eines Raums gewürfelt wird: ihre Zeilen geben Breite und Höhe (Würfel) und können eine Inhaltstabelle nennen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="157"/>
        <source>Shape table</source>
        <translation>Formtabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="158"/>
        <source>The table a room&apos;s shape is rolled on: rectangle, L, cross, round or pillared.</source>
        <translation>Die Tabelle, auf der die Form eines Raums gewürfelt wird: Rechteck, L, Kreuz, rund oder mit Säulen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="161"/>
        <source>Exits table</source>
        <translation>Ausgangstabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="162"/>
        <source>The table a room&apos;s number of doors is rolled on (1 to 4).</source>
        <translation>Die Tabelle, auf der die Zahl der Türen eines Raums gewürfelt wird (1 bis 4).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="164"/>
        <source>Contents table</source>
        <translation>Inhaltstabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="165"/>
        <source>What a room holds when its size row names no contents of its own. May be left empty.</source>
        <translation>Was ein Raum enthält, wenn seine Größenzeile keinen eigenen Inhalt nennt. Darf leer bleiben.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="169"/>
        <source>Rooms per level</source>
        <translation>Räume je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="170"/>
        <source>How many rooms one level links door to door (a pack whose levels are thrown away makes one room at a time and ignores it).</source>
        <translation>Wie viele Räume eine Ebene Tür an Tür verbindet (ein Paket, dessen Ebenen verworfen werden, baut einen Raum nach dem anderen und übergeht dies).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="174"/>
        <source>Door opposite</source>
        <translation>Gegenüberliegende Tür</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="175"/>
        <source>The wall opposite the way in always has a door too, so every room can be crossed. Off: only the way in is certain (the chapter&apos;s rule).</source>
        <translation>Die Wand gegenüber dem Eingang hat immer auch eine Tür, sodass jeder Raum durchquert werden kann. Aus: nur der Eingang ist sicher (die Regel des Kapitels).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="295"/>
        <source>&amp;Generator</source>
        <translation>&amp;Generator</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="296"/>
        <source>How the level&apos;s map is made (docs/generators.md): rooms and tunnels, cellular caves, a perfect maze, or rooms rolled on the pack&apos;s tables one by one. Another generator starts from its defaults.</source>
        <translation>Wie die Karte der Ebene entsteht (docs/generators.md): Räume und Tunnel, zelluläre Höhlen, ein perfektes Labyrinth oder Räume, die einer nach dem anderen auf den Tabellen des Pakets gewürfelt werden. Ein anderer Generator beginnt mit seinen Vorgaben.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="300"/>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="301"/>
        <source>&amp;Seed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="302"/>
        <source>The seed of the level shown: step it to see other levels these settings make (Page Up and Page Down step by ten).</source>
        <translation>Der Startwert der gezeigten Ebene: weiterschalten zeigt andere Ebenen aus diesen Einstellungen (Bild auf und Bild ab springen um zehn).</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="304"/>
        <source>Preview seed</source>
        <translation>Startwert der Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="305"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="306"/>
        <source>Another seed, at random</source>
        <translation>Ein anderer Startwert, zufällig</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="307"/>
        <source>Random seed</source>
        <translation>Zufälliger Startwert</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="308"/>
        <source>&amp;Depth</source>
        <translation>&amp;Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="309"/>
        <source>The depth of the level shown: expressions of depth are worked out for it, and the level is populated as the pack&apos;s band there says.</source>
        <translation>Die Tiefe der gezeigten Ebene: Ausdrücke der Tiefe werden für sie ausgerechnet, und die Ebene wird bevölkert, wie der Tiefenbereich des Pakets dort es sagt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="311"/>
        <source>Preview depth</source>
        <translation>Tiefe der Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="312"/>
        <source>The level these settings make</source>
        <translation>Die Ebene, die diese Einstellungen ergeben</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="388"/>
        <source>Write this setting as an expression of the depth (&quot;depth+4&quot;, &quot;2*depth+10&quot;), so that it grows as the hero goes down</source>
        <translation>Diese Einstellung als Ausdruck der Tiefe schreiben („depth+4“, „2*depth+10“), damit sie wächst, je tiefer der Held kommt</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="391"/>
        <source>%1 as an expression of depth</source>
        <translation>%1 als Ausdruck der Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="455"/>
        <source>Leave this setting out, so that the generator&apos;s default applies</source>
        <translation>Diese Einstellung weglassen, damit die Vorgabe des Generators gilt</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="457"/>
        <source>Reset %1</source>
        <translation>%1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="472"/>
        <source>From %1 to %2; %3 when left out.</source>
        <translation>Von %1 bis %2; %3, wenn weggelassen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="474"/>
        <source>On when left out.</source>
        <translation>An, wenn weggelassen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="474"/>
        <source>Off when left out.</source>
        <translation>Aus, wenn weggelassen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="476"/>
        <source>%1 when left out.</source>
        <translation>%1, wenn weggelassen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="662"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="662"/>
        <source>Reset %1 of %2</source>
        <translation>%1 von %2 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="696"/>
        <source>Change the generator of %1 to %2</source>
        <translation>Generator von %1 auf %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="765"/>
        <source>the pack did not load</source>
        <translation>das Paket wurde nicht geladen</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="767"/>
        <source>choose a generator</source>
        <translation>einen Generator wählen</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="778"/>
        <source>%1×%2 cells, %3, floor %4 %, %5.</source>
        <translation>%1×%2 Felder, %3, Boden %4 %, %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="781"/>
        <source>%n room(s)</source>
        <translation>
            <numerusform>%n Raum</numerusform>
            <numerusform>%n Räume</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="783"/>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="788"/>
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n Sackgasse</numerusform>
            <numerusform>%n Sackgassen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="784"/>
        <source>%1×%2 cells, floor %3 %, %4.</source>
        <translation>%1×%2 Felder, Boden %3 %, %4.</translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="791"/>
        <source>No way on from the arrival.</source>
        <translation>Vom Ankunftsort geht es nicht weiter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="794"/>
        <source>%n step(s) from the stairs up to the stairs down.</source>
        <translation>
            <numerusform>%n Schritt von der Treppe hinauf zur Treppe hinab.</numerusform>
            <numerusform>%n Schritte von der Treppe hinauf zur Treppe hinab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="796"/>
        <source>%n step(s) from the way in to the nearest other door.</source>
        <translation>
            <numerusform>%n Schritt vom Eingang zur nächsten anderen Tür.</numerusform>
            <numerusform>%n Schritte vom Eingang zur nächsten anderen Tür.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/GeneratorEditor.cpp" line="804"/>
        <source>No level: %1</source>
        <translation>Keine Ebene: %1</translation>
    </message>
</context>
<context>
    <name>pd::HelpWindow</name>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="94"/>
        <source>That link leads out of the manual: %1</source>
        <translation>Dieser Link führt aus dem Handbuch hinaus: %1</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="211"/>
        <location filename="../app/help/HelpWindow.cpp" line="274"/>
        <source>%1 — Permadungeon manual</source>
        <translation>%1 — Permadungeon-Handbuch</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="230"/>
        <source>Searched on from the end of the page.</source>
        <translation>Vom Ende der Seite aus weitergesucht.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="231"/>
        <source>Searched on from the start of the page.</source>
        <translation>Vom Anfang der Seite aus weitergesucht.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="235"/>
        <source>“%1” is not on this page.</source>
        <translation>„%1“ steht nicht auf dieser Seite.</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="249"/>
        <source>Back (Alt+Left)</source>
        <translation>Zurück (Alt+Links)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="250"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="251"/>
        <source>Forward (Alt+Right)</source>
        <translation>Vor (Alt+Rechts)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="252"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="253"/>
        <source>&amp;Find in page:</source>
        <translation>Auf der Seite &amp;suchen:</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="254"/>
        <source>Find in page</source>
        <translation>Auf der Seite suchen</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="255"/>
        <source>a word on this page</source>
        <translation>ein Wort auf dieser Seite</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="256"/>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="257"/>
        <source>The match before (Shift+F3)</source>
        <translation>Der vorige Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="258"/>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="259"/>
        <source>The next match (Enter or F3)</source>
        <translation>Der nächste Treffer (Eingabe oder F3)</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="260"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="262"/>
        <source>The manual&apos;s pages and their sections; Enter shows the one chosen</source>
        <translation>Die Seiten des Handbuchs und ihre Abschnitte; Eingabe zeigt den gewählten</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="263"/>
        <source>Manual page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <location filename="../app/help/HelpWindow.cpp" line="273"/>
        <source>Permadungeon manual</source>
        <translation>Permadungeon-Handbuch</translation>
    </message>
</context>
<context>
    <name>pd::HighScoresDialog</name>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="18"/>
        <location filename="../app/game/HighScoresDialog.cpp" line="25"/>
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="40"/>
        <source>The high-score table %1 cannot be read: %2</source>
        <translation>Die Bestenliste %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="43"/>
        <source>No run has ended yet: the table fills as runs end.</source>
        <translation>Noch kein Lauf ist zu Ende: die Liste füllt sich, wenn Läufe enden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/HighScoresDialog.cpp" line="47"/>
        <source>%n run(s), the best first, of every pack.</source>
        <translation>
            <numerusform>%n Lauf, der beste zuerst, aus allen Paketen.</numerusform>
            <numerusform>%n Läufe, der beste zuerst, aus allen Paketen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Depth / room</source>
        <translation>Tiefe / Raum</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="52"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../app/game/HighScoresDialog.cpp" line="62"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
</context>
<context>
    <name>pd::Histogram</name>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="65"/>
        <source>No levels yet</source>
        <translation>Noch keine Ebenen</translation>
    </message>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="72"/>
        <source>mean %1 · %2 levels</source>
        <translation>Schnitt %1 · %2 Ebenen</translation>
    </message>
</context>
<context>
    <name>pd::ImpactModel</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="89"/>
        <source>Monsters per level</source>
        <translation>Monster je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="91"/>
        <source>Items per level</source>
        <translation>Gegenstände je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="93"/>
        <source>Chests per level</source>
        <translation>Truhen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="95"/>
        <source>Traps per level</source>
        <translation>Fallen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="97"/>
        <source>Chips per level</source>
        <translation>Chips je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="99"/>
        <source>Rooms per level</source>
        <translation>Räume je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="101"/>
        <source>Floor share (%)</source>
        <translation>Bodenanteil (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="103"/>
        <source>Path length, arrival to the way down</source>
        <translation>Weglänge, Ankunft bis Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="105"/>
        <source>Dead ends per level</source>
        <translation>Sackgassen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="107"/>
        <source>Levels that could not be made</source>
        <translation>Ebenen, die sich nicht erzeugen ließen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="122"/>
        <source>Monster: %1</source>
        <translation>Monster: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="124"/>
        <source>Item: %1</source>
        <translation>Gegenstand: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="126"/>
        <source>Trap: %1</source>
        <translation>Falle: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="128"/>
        <source>Chest of %1</source>
        <translation>Truhe aus %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="130"/>
        <source>Chip: %1</source>
        <translation>Chip: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="140"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="142"/>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="173"/>
        <source>Within the sample&apos;s noise (±%1 a level): the seeds drew differently after the edit, which moves this by chance. More seeds narrow it.</source>
        <translation>Im Rauschen der Stichprobe (±%1 je Ebene): Nach der Änderung haben die Startwerte anders gewürfelt, das verschiebt diesen Wert zufällig. Mehr Startwerte machen es enger.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="177"/>
        <source>Beyond the sample&apos;s noise (±%1 a level)</source>
        <translation>Über dem Rauschen der Stichprobe (±%1 je Ebene)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="179"/>
        <source>Levels that could not be made, of %n in these depths</source>
        <translation>
            <numerusform>Ebenen, die sich nicht erzeugen ließen, von %n Ebene in diesen Tiefen</numerusform>
            <numerusform>Ebenen, die sich nicht erzeugen ließen, von %n Ebenen in diesen Tiefen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="181"/>
        <source>Average per level over %n levels of the sample</source>
        <translation>
            <numerusform>Schnitt je Ebene über eine Ebene der Stichprobe</numerusform>
            <numerusform>Schnitt je Ebene über %n Ebenen der Stichprobe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="228"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="230"/>
        <source>Depths</source>
        <translation>Tiefen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="232"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="234"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="236"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>pd::ImpactView</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="439"/>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="440"/>
        <source>the pack before the last edit</source>
        <translation>dem Paket vor der letzten Änderung</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="441"/>
        <location filename="../editor/preview/ImpactView.cpp" line="529"/>
        <source>the saved file</source>
        <translation>der gespeicherten Datei</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="442"/>
        <source> seeds</source>
        <translation> Startwerte</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="443"/>
        <source>The fixed seeds 1, 2, 3… both packs are measured over</source>
        <translation>Die festen Startwerte 1, 2, 3…, über die beide Pakete gemessen werden</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="444"/>
        <source> depths</source>
        <translation> Tiefen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="446"/>
        <source>Depths spread evenly from the first to the deepest (every depth when there are fewer)</source>
        <translation>Tiefen, gleichmäßig verteilt von der ersten bis zur tiefsten (jede Tiefe, wenn es weniger gibt)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="448"/>
        <source>changes only</source>
        <translation>nur Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="449"/>
        <source>Find a monster, item, trap…</source>
        <translation>Monster, Gegenstand, Falle suchen…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="450"/>
        <source>Find a monster, item, trap</source>
        <translation>Monster, Gegenstand, Falle finden</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="451"/>
        <source>Seeds measured</source>
        <translation>Gemessene Startwerte</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="452"/>
        <source>Depths measured</source>
        <translation>Gemessene Tiefen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="453"/>
        <source>Impact of the edit</source>
        <translation>Auswirkung der Änderung</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="454"/>
        <source>Enter or a double-click opens the row&apos;s record</source>
        <translation>Eingabe oder ein Doppelklick öffnet den Eintrag der Zeile</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="455"/>
        <source>Battles of the monsters changed</source>
        <translation>Kämpfe der geänderten Monster</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="456"/>
        <source>Measure again</source>
        <translation>Neu messen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Hero wins</source>
        <translation>Held siegt</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="457"/>
        <source>Monster flees</source>
        <translation>Monster flieht</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Hero dies</source>
        <translation>Held stirbt</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="458"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="459"/>
        <source>Pacing of the edit: the bot&apos;s runs before and after</source>
        <translation>Spielverlauf der Änderung: die Läufe des Bots vorher und nachher</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="523"/>
        <source>the pack before “%1”</source>
        <translation>dem Paket vor „%1“</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="526"/>
        <source>the saved file (no edit yet)</source>
        <translation>der gespeicherten Datei (noch keine Änderung)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="575"/>
        <source>Measuring %n levels…</source>
        <translation>
            <numerusform>Messe eine Ebene…</numerusform>
            <numerusform>Messe %n Ebenen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="627"/>
        <location filename="../editor/preview/ImpactView.cpp" line="628"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="629"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="644"/>
        <source>Beyond the noise of %n battles (95 %)</source>
        <translation>
            <numerusform>Über das Rauschen von %n Kampf hinaus (95 %)</numerusform>
            <numerusform>Über das Rauschen von %n Kämpfen hinaus (95 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="646"/>
        <source>Within the noise of %n battles: it may be chance</source>
        <translation>
            <numerusform>Im Rauschen von %n Kampf: Es kann Zufall sein</numerusform>
            <numerusform>Im Rauschen von %n Kämpfen: Es kann Zufall sein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="682"/>
        <source>The balance simulation, %n battles per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</source>
        <translation>
            <numerusform>Die Balance-Simulation, %n Kampf je Monster vorher und nachher, für jedes Monster, dessen Eintrag sich geändert hat (gegen einen Helden auf der Stufe des Monsters):</numerusform>
            <numerusform>Die Balance-Simulation, %n Kämpfe je Monster vorher und nachher, für jedes Monster, dessen Eintrag sich geändert hat (gegen einen Helden auf der Stufe des Monsters):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="706"/>
        <source>Make an edit to see what it changes in the dungeons.</source>
        <translation>Ändere etwas, um zu sehen, was es in den Kerkern bewirkt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="710"/>
        <source>%n levels</source>
        <translation>
            <numerusform>%n Ebene</numerusform>
            <numerusform>%n Ebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="711"/>
        <source>%n seeds</source>
        <translation>
            <numerusform>%n Startwert</numerusform>
            <numerusform>%n Startwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="712"/>
        <source>%n depths</source>
        <translation>
            <numerusform>%n Tiefe</numerusform>
            <numerusform>%n Tiefen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="716"/>
        <source>The pack is as saved. Make an edit to see what it changes in %1.</source>
        <translation>Das Paket ist wie gespeichert. Ändere etwas, um zu sehen, was es in %1 bewirkt.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="717"/>
        <source>No edit yet. Make one to see what it changes in %1.</source>
        <translation>Noch keine Änderung. Ändere etwas, um zu sehen, was es in %1 bewirkt.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="722"/>
        <source>Compared with %1: this changes nothing in %2.</source>
        <translation>Verglichen mit %1: Das ändert nichts in %2.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="727"/>
        <source>Compared with %1: the same %2; no monster, item or trap moves.</source>
        <translation>Verglichen mit %1: %2 unverändert; kein Monster, kein Gegenstand und keine Falle verschiebt sich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="730"/>
        <source>Compared with %1: %n numbers changed over %2.</source>
        <translation>
            <numerusform>Verglichen mit %1: %n Zahl in %2 geändert.</numerusform>
            <numerusform>Verglichen mit %1: %n Zahlen in %2 geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="733"/>
        <source>%n of them beyond the noise of the sample (in colour).</source>
        <translation>
            <numerusform>Davon eine über dem Rauschen der Stichprobe (farbig).</numerusform>
            <numerusform>Davon %n über dem Rauschen der Stichprobe (farbig).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="736"/>
        <source>%n monsters&apos; records changed; their battles are below.</source>
        <translation>
            <numerusform>Der Eintrag eines Monsters hat sich geändert; seine Kämpfe stehen unten.</numerusform>
            <numerusform>Die Einträge von %n Monstern haben sich geändert; ihre Kämpfe stehen unten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="786"/>
        <source>Pacing: the bot plays %1 runs of up to %2 turns with each pack…</source>
        <translation>Spielverlauf: Der Bot spielt %1 Läufe von bis zu %2 Zügen mit jedem Paket …</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="795"/>
        <source>Pacing, %1 runs of up to %2 turns of the bot with each pack: </source>
        <translation>Spielverlauf, %1 Läufe des Bots von bis zu %2 Zügen mit jedem Paket: </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="798"/>
        <source>no difference beyond the noise.</source>
        <translation>kein Unterschied über das Rauschen hinaus.</translation>
    </message>
</context>
<context>
    <name>pd::InventoryEditor</name>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="65"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="65"/>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="66"/>
        <source>Starting inventory</source>
        <translation>Startausrüstung</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="68"/>
        <source>Add item</source>
        <translation>Gegenstand hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="69"/>
        <source>One more kind of item the hero starts with</source>
        <translation>Eine weitere Art Gegenstand, mit der der Held beginnt</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="72"/>
        <source>Remove item</source>
        <translation>Gegenstand entfernen</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="73"/>
        <source>The chosen entry is no longer carried at the start</source>
        <translation>Der gewählte Eintrag wird zu Beginn nicht mehr getragen</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="107"/>
        <source>The item (its id): the hero carries it from the first turn</source>
        <translation>Der Gegenstand (seine ID): der Held trägt ihn ab dem ersten Zug</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="108"/>
        <source>Item of entry %1</source>
        <translation>Gegenstand von Eintrag %1</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="115"/>
        <source>How many of it, 1 to 999 (1 when left out)</source>
        <translation>Wie viele davon, 1 bis 999 (1, wenn weggelassen)</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="116"/>
        <source>How many of entry %1</source>
        <translation>Anzahl von Eintrag %1</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="137"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="154"/>
        <source>Change %1 of starting item %2</source>
        <translation>%1 von Startgegenstand %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="169"/>
        <location filename="../editor/records/InventoryEditor.cpp" line="175"/>
        <source>Add starting item</source>
        <translation>Startgegenstand hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/records/InventoryEditor.cpp" line="186"/>
        <source>Remove starting item %1</source>
        <translation>Startgegenstand %1 entfernen</translation>
    </message>
</context>
<context>
    <name>pd::ItemsPanel</name>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="84"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="85"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="190"/>
        <source>Use</source>
        <translation>Benutzen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="86"/>
        <source>Equip</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="87"/>
        <source>Drop</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="88"/>
        <source>Call…</source>
        <translation>Benennen…</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="92"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="140"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="92"/>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="140"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="113"/>
        <source>%1 (charges)</source>
        <translation>%1 (Ladungen)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="122"/>
        <source>You carry nothing.</source>
        <translation>Du trägst nichts.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="135"/>
        <source>Read %1 on which item?</source>
        <translation>%1 auf welchen Gegenstand lesen?</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="136"/>
        <source>Identify</source>
        <translation>Bestimmen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="141"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="190"/>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="213"/>
        <source>Call an item</source>
        <translation>Einen Gegenstand benennen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="215"/>
        <source>What do you call the %1? (Empty: no name.)</source>
        <translation>Wie nennst du %1? (Leer: kein Name.)</translation>
    </message>
</context>
<context>
    <name>pd::JsonEditor</name>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="120"/>
        <source>the JSON dock&apos;s text is not applied (line %1, column %2): %3</source>
        <translation>der Text im JSON-Fenster ist nicht übernommen (Zeile %1, Spalte %2): %3</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="150"/>
        <source>%1 is not valid JSON: its problem is listed in the Problems dock. The Editor leaves the file as it is on disk until it is mended by hand.</source>
        <translation>%1 ist kein gültiges JSON: Sein Problem steht im Probleme-Dock. Der Editor lässt die Datei, wie sie auf der Platte liegt, bis sie von Hand repariert ist.</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="158"/>
        <source>the map is drawn as the pack it depends on draws it</source>
        <translation>die Karte wird gezeichnet, wie das Paket, von dem es abhängt, sie zeichnet</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="159"/>
        <source>the map is drawn with the program&apos;s own glyphs and colours</source>
        <translation>die Karte wird mit den eigenen Zeichen und Farben des Programms gezeichnet</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="163"/>
        <source>it plays the sounds of the pack it depends on, and the program&apos;s own for the rest</source>
        <translation>es spielt die Klänge des Pakets, von dem es abhängt, und für den Rest die des Programms</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="165"/>
        <source>it plays the program&apos;s own sounds</source>
        <translation>es spielt die eigenen Klänge des Programms</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="169"/>
        <source>it plays by the ruleset of the pack it depends on</source>
        <translation>es spielt nach dem Regelwerk des Pakets, von dem es abhängt</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="173"/>
        <source>what it would hold is left to the game&apos;s defaults</source>
        <translation>was sie enthielte, bleibt den Vorgaben des Spiels überlassen</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="175"/>
        <source>This pack has no %1: %2.</source>
        <translation>Dieses Paket hat keine %1: %2.</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="177"/>
        <source>What the game uses instead:</source>
        <translation>Was das Spiel stattdessen verwendet:</translation>
    </message>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="220"/>
        <source>Edit JSON</source>
        <translation>JSON bearbeiten</translation>
    </message>
</context>
<context>
    <name>pd::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="35"/>
        <source>Actions and their keys</source>
        <translation>Aktionen und ihre Tasten</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="96"/>
        <source>Move north</source>
        <translation>Nach Norden gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="98"/>
        <source>Move north-east</source>
        <translation>Nach Nordosten gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="100"/>
        <source>Move east</source>
        <translation>Nach Osten gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="102"/>
        <source>Move south-east</source>
        <translation>Nach Südosten gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="104"/>
        <source>Move south</source>
        <translation>Nach Süden gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="106"/>
        <source>Move south-west</source>
        <translation>Nach Südwesten gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="108"/>
        <source>Move west</source>
        <translation>Nach Westen gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="110"/>
        <source>Move north-west</source>
        <translation>Nach Nordwesten gehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="112"/>
        <source>Wait a turn</source>
        <translation>Einen Zug warten</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="114"/>
        <source>Pick up</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="116"/>
        <source>Open a chest, take the stairs underfoot</source>
        <translation>Truhe öffnen, Treppe unter dir nehmen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="118"/>
        <source>Fire (then aim)</source>
        <translation>Schießen (dann zielen)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="120"/>
        <source>Stairs down</source>
        <translation>Treppe hinab</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="122"/>
        <source>Stairs up</source>
        <translation>Treppe hinauf</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="124"/>
        <source>Raise your guard</source>
        <translation>Deckung heben</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="126"/>
        <source>Swap the weapon in hand</source>
        <translation>Waffe in der Hand wechseln</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="128"/>
        <source>Look around</source>
        <translation>Umsehen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="130"/>
        <source>Cancel, close a menu</source>
        <translation>Abbrechen, Menü schließen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="132"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="134"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="136"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="138"/>
        <source>Tiles or glyphs</source>
        <translation>Kacheln oder Zeichen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="140"/>
        <source>Explore by yourself</source>
        <translation>Selbst erkunden</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="142"/>
        <source>Fight the nearest monster</source>
        <translation>Das nächste Monster bekämpfen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="144"/>
        <source>Drink the medicine that helps most</source>
        <translation>Die hilfreichste Medizin trinken</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="146"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="148"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="150"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="152"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="154"/>
        <source>Sound on or off</source>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="156"/>
        <source>The keys overlay</source>
        <translation>Die Tastenübersicht</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="158"/>
        <source>Turn left (maze duel)</source>
        <translation>Nach links drehen (Labyrinth-Duell)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="160"/>
        <source>Turn right (maze duel)</source>
        <translation>Nach rechts drehen (Labyrinth-Duell)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="162"/>
        <source>Step forward (maze duel)</source>
        <translation>Einen Schritt vor (Labyrinth-Duell)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="164"/>
        <source>Turn round (maze duel)</source>
        <translation>Umdrehen (Labyrinth-Duell)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="166"/>
        <source>Rest until healed</source>
        <translation>Ausruhen bis geheilt</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="168"/>
        <source>Search for secret doors</source>
        <translation>Nach Geheimtüren suchen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="170"/>
        <source>Fit the map to the window</source>
        <translation>Karte ans Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="172"/>
        <source>Next part: map, message log, hero</source>
        <translation>Nächster Bereich: Karte, Nachrichtenprotokoll, Held</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="174"/>
        <source>Previous part: hero, message log, map</source>
        <translation>Voriger Bereich: Held, Nachrichtenprotokoll, Karte</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="281"/>
        <source>Press a key… (Esc: keep the keys it has)</source>
        <translation>Drücke eine Taste… (Esc: bisherige Tasten behalten)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="282"/>
        <source>(no key)</source>
        <translation>(keine Taste)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="299"/>
        <source>%1 is the key of “%2” and of “%3”.</source>
        <translation>%1 ist die Taste für „%2“ und für „%3“.</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="311"/>
        <source>Conflicts (one key, two actions): %1</source>
        <translation>Konflikte (eine Taste, zwei Aktionen): %1</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="316"/>
        <location filename="../app/settings/KeysPage.cpp" line="317"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="317"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="318"/>
        <source>Click an action, then press its new key. The Game tab and its keys overlay use it at once.</source>
        <translation>Klicke eine Aktion an und drücke dann ihre neue Taste. Der Spiel-Reiter und seine Tastenübersicht übernehmen sie sofort.</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="320"/>
        <source>&amp;Change key…</source>
        <translation>Taste ä&amp;ndern…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="321"/>
        <source>A&amp;dd a key…</source>
        <translation>Taste &amp;hinzufügen…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="322"/>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="323"/>
        <source>Reset &amp;all</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
</context>
<context>
    <name>pd::KeysPanel</name>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="29"/>
        <location filename="../app/game/menus/KeysPanel.cpp" line="40"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="34"/>
        <source>Open the manual</source>
        <translation>Handbuch öffnen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="35"/>
        <source>Open the manual  [%1]</source>
        <translation>Handbuch öffnen  [%1]</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="37"/>
        <source>↑↓ choose · %1 again opens the manual · Esc closes</source>
        <translation>↑↓ wählen · %1 noch einmal öffnet das Handbuch · Esc schließt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="38"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="40"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="89"/>
        <source>Moving</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="94"/>
        <source>North, south, west, east</source>
        <translation>Norden, Süden, Westen, Osten</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="99"/>
        <source>Diagonally</source>
        <translation>Diagonal</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="105"/>
        <source>Turn left / right</source>
        <translation>Nach links / rechts drehen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="106"/>
        <source>Step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="107"/>
        <source>Turn round</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="109"/>
        <source>Wait a turn</source>
        <translation>Einen Zug warten</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="111"/>
        <source>Rest until healed (stops when a monster comes into view)</source>
        <translation>Ausruhen bis geheilt (endet, sobald ein Monster in Sicht kommt)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="113"/>
        <source>Search around you for secret doors (five turns; stops at a find or a monster)</source>
        <translation>Um dich herum nach Geheimtüren suchen (fünf Züge; endet bei einem Fund oder einem Monster)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="115"/>
        <source>Walk to a cell</source>
        <translation>Zu einem Feld gehen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="115"/>
        <source>a click on the map</source>
        <translation>ein Klick auf die Karte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="116"/>
        <source>Explore by yourself</source>
        <translation>Selbst erkunden</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="121"/>
        <source>On to the next room</source>
        <translation>Weiter in den nächsten Raum</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="121"/>
        <source>walk through a door</source>
        <translation>durch eine Tür gehen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="118"/>
        <source>Stairs down / up (travel to them, then take them)</source>
        <translation>Treppe hinab / hinauf (hingehen, dann nehmen)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="96"/>
        <source>arrows, numpad, hjkl</source>
        <translation>Pfeile, Ziffernblock, hjkl</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="97"/>
        <source>arrows, numpad, hjkl, WASD</source>
        <translation>Pfeile, Ziffernblock, hjkl, WASD</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="102"/>
        <source>numpad, yubn, QEZC</source>
        <translation>Ziffernblock, yubn, QEZC</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="123"/>
        <source>Acting</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="125"/>
        <source>Fight the nearest monster (with the bolt, from a cell in line)</source>
        <translation>Das nächste Monster bekämpfen (mit dem Geschoss, von einem Feld in Linie)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="128"/>
        <source>Fight the nearest monster</source>
        <translation>Das nächste Monster bekämpfen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="130"/>
        <source>Fire (then aim with the keys or the mouse)</source>
        <translation>Schießen (dann mit den Tasten oder der Maus zielen)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="132"/>
        <source>Open a chest</source>
        <translation>Eine Truhe öffnen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="132"/>
        <source>walk into it</source>
        <translation>hineinlaufen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="134"/>
        <source>Take the stairs underfoot</source>
        <translation>Die Treppe unter dir nehmen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="136"/>
        <source>Open a chest beside you; take the stairs underfoot</source>
        <translation>Eine Truhe neben dir öffnen; die Treppe unter dir nehmen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="138"/>
        <source>Open a chest beside you</source>
        <translation>Eine Truhe neben dir öffnen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="141"/>
        <source>Pick up</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="142"/>
        <source>Drink the medicine that helps most</source>
        <translation>Die hilfreichste Medizin trinken</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="145"/>
        <source>Swap the weapon in hand</source>
        <translation>Waffe in der Hand wechseln</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="147"/>
        <source>Raise your guard</source>
        <translation>Deckung heben</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="148"/>
        <source>Look around</source>
        <translation>Umsehen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="150"/>
        <source>In a battle: attack, defend, spell, item, escape</source>
        <translation>Im Kampf: Angriff, Abwehr, Zauber, Gegenstand, Flucht</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="151"/>
        <source>a, d, s, i, e — or the arrows and Enter</source>
        <translation>a, d, s, i, e — oder die Pfeile und Eingabe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="154"/>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="156"/>
        <source>The menus (attributes, equipment, items, spells)</source>
        <translation>Die Menüs (Werte, Ausrüstung, Gegenstände, Zauber)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="157"/>
        <source>The other menus</source>
        <translation>Die anderen Menüs</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="157"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="158"/>
        <source>Open, choose / back a level</source>
        <translation>Öffnen, wählen / eine Ebene zurück</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="158"/>
        <source>Enter / Backspace</source>
        <translation>Eingabe / Rücktaste</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="159"/>
        <source>Back to the maze</source>
        <translation>Zurück ins Labyrinth</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="159"/>
        <source>M, Esc</source>
        <translation>M, Esc</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="162"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="164"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="166"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="168"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="169"/>
        <source>Close a menu</source>
        <translation>Menü schließen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="173"/>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="174"/>
        <source>Zoom in / out</source>
        <translation>Vergrößern / verkleinern</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="175"/>
        <source>Fit the map to the window</source>
        <translation>Karte ans Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="176"/>
        <source>Tiles or letters</source>
        <translation>Kacheln oder Buchstaben</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="177"/>
        <source>Sound on or off</source>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="178"/>
        <source>These keys</source>
        <translation>Diese Tasten</translation>
    </message>
    <message>
        <location filename="../app/game/menus/KeysPanel.cpp" line="179"/>
        <source>The map, the message log, the hero&apos;s panel in turn (Esc: the map)</source>
        <translation>Karte, Nachrichtenprotokoll, Heldenleiste der Reihe nach (Esc: die Karte)</translation>
    </message>
</context>
<context>
    <name>pd::LanguagesDock</name>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="110"/>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="111"/>
        <source>Add a language…</source>
        <translation>Sprache hinzufügen…</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="112"/>
        <source>Make a translation file for another language: each record&apos;s form gets a line for its texts in that language</source>
        <translation>Eine Übersetzungsdatei für eine weitere Sprache anlegen: das Formular jedes Eintrags bekommt eine Zeile für seine Texte in dieser Sprache</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="114"/>
        <source>Translations of the pack&apos;s texts</source>
        <translation>Übersetzungen der Texte des Pakets</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="133"/>
        <source>No translations yet: &quot;Add a language…&quot; makes one (translations/de.json, fr.json, ...).</source>
        <translation>Noch keine Übersetzungen: „Sprache hinzufügen…“ legt eine an (translations/de.json, fr.json, ...).</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="138"/>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="139"/>
        <source>name once sprung</source>
        <translation>Name nach dem Auslösen</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="150"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="151"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="156"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/LanguagesDock.cpp" line="158"/>
        <source>%1: all %n text(s)</source>
        <translation>
            <numerusform>%1: der eine Text</numerusform>
            <numerusform>%1: alle %n Texte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/LanguagesDock.cpp" line="159"/>
        <source>%1: %2 of %n text(s), %3 missing</source>
        <translation>
            <numerusform>%1: %2 von %n Text, %3 fehlt</numerusform>
            <numerusform>%1: %2 von %n Texten, %3 fehlen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="163"/>
        <source>Double-click to open %1; a missing text opens its record.</source>
        <translation>Doppelklick öffnet %1; ein fehlender Text öffnet seinen Datensatz.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="188"/>
        <source>The pack cannot be changed.</source>
        <translation>Das Paket kann nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="190"/>
        <source>&quot;%1&quot; is not a language code: two or three small letters, and a region after &quot;_&quot; if need be (de, fr, pt_BR).</source>
        <translation>„%1“ ist kein Sprachcode: zwei oder drei Kleinbuchstaben, bei Bedarf eine Region nach „_“ (de, fr, pt_BR).</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="195"/>
        <source>The pack is written in %1: its own texts are that language&apos;s.</source>
        <translation>Das Paket ist in %1 geschrieben: seine eigenen Texte sind in dieser Sprache.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="198"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="202"/>
        <source>The pack has %1 already.</source>
        <translation>Das Paket hat %1 schon.</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="201"/>
        <source>Add the language %1</source>
        <translation>Sprache %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="216"/>
        <location filename="../editor/docks/LanguagesDock.cpp" line="227"/>
        <source>Add a language</source>
        <translation>Sprache hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/docks/LanguagesDock.cpp" line="217"/>
        <source>The language, one of the program&apos;s or any code (de, fr, pt_BR):</source>
        <translation>Die Sprache, eine des Programms oder ein beliebiger Code (de, fr, pt_BR):</translation>
    </message>
</context>
<context>
    <name>pd::LogModel</name>
    <message>
        <location filename="../app/game/LogModel.cpp" line="72"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/game/LogModel.cpp" line="84"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>pd::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="149"/>
        <source>&amp;Play without saving</source>
        <translation>Ohne Speichern &amp;spielen</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="158"/>
        <source>&amp;Watch without saving</source>
        <translation>&amp;Zuschauen ohne zu speichern</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="267"/>
        <source>Permadungeon</source>
        <translation>Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="274"/>
        <source>Game and Editor</source>
        <translation>Spiel und Editor</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="275"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="276"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="277"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="278"/>
        <source>&amp;About Permadungeon</source>
        <translation>Ü&amp;ber Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="279"/>
        <source>Full scree&amp;n</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="280"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="281"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/MainWindow.cpp" line="282"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
</context>
<context>
    <name>pd::Manual</name>
    <message>
        <location filename="../app/help/Manual.cpp" line="33"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="34"/>
        <source>The Game tab</source>
        <translation>Der Spiel-Reiter</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="35"/>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="36"/>
        <source>The Editor</source>
        <translation>Der Editor</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="37"/>
        <source>The pack&apos;s files</source>
        <translation>Die Dateien des Pakets</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="38"/>
        <source>Dice expressions</source>
        <translation>Würfelausdrücke</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="39"/>
        <source>Level generators</source>
        <translation>Ebenengeneratoren</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="40"/>
        <source>Seeds and randomness</source>
        <translation>Startwerte und Zufall</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="41"/>
        <source>The bot</source>
        <translation>Der Bot</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="51"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../app/help/Manual.cpp" line="52"/>
        <source>Designing a pack</source>
        <translation>Ein Paket entwerfen</translation>
    </message>
</context>
<context>
    <name>pd::MapView</name>
    <message>
        <location filename="../app/view/MapView.cpp" line="447"/>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <location filename="../app/view/MapView.cpp" line="449"/>
        <source>blocked</source>
        <translation>abgewehrt</translation>
    </message>
</context>
<context>
    <name>pd::MenuButtons</name>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="58"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/MenuButtons.cpp" line="66"/>
        <source>%1  %2</source>
        <comment>a menu button: its name, its key</comment>
        <translation>%1  %2</translation>
    </message>
</context>
<context>
    <name>pd::MessageLog</name>
    <message>
        <location filename="../app/game/MessageLog.cpp" line="38"/>
        <location filename="../app/game/MessageLog.cpp" line="89"/>
        <source>Message log</source>
        <translation>Nachrichtenprotokoll</translation>
    </message>
</context>
<context>
    <name>pd::NewGameDialog</name>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="72"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="75"/>
        <source>&amp;Pack</source>
        <translation>&amp;Paket</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="80"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="84"/>
        <source>Other &amp;folder…</source>
        <translation>Anderer &amp;Ordner…</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="102"/>
        <source>the pack&apos;s hero</source>
        <translation>der Held des Pakets</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="103"/>
        <source>&amp;Hero&apos;s name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="107"/>
        <source>a number or any text; empty for a random one</source>
        <translation>eine Zahl oder ein Text; leer für einen zufälligen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="109"/>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="113"/>
        <source>S&amp;eed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="119"/>
        <source>&amp;Start</source>
        <translation>&amp;Los</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="142"/>
        <source>Choose a pack folder</source>
        <translation>Einen Paketordner wählen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="148"/>
        <source>%1 has no pack.json: it is not a pack folder.</source>
        <translation>%1 hat keine pack.json: das ist kein Paketordner.</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="194"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::NewPackDialog</name>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="22"/>
        <source>New pack</source>
        <translation>Neues Paket</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="24"/>
        <source>Start from:</source>
        <translation>Beginnen mit:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="30"/>
        <source>Empty pack: the smallest that plays (one generator, one table, one monster, one item)</source>
        <translation>Leeres Paket: das kleinste, das spielbar ist (ein Generator, eine Tabelle, ein Monster, ein Gegenstand)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="43"/>
        <source>A copy of %1 (bundled: its tables, records and sounds)</source>
        <translation>Eine Kopie von %1 (mitgeliefert: seine Tabellen, Einträge und Klänge)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="49"/>
        <source>New pack folder:</source>
        <translation>Neuer Paketordner:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="53"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="62"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="68"/>
        <source>New pack folder</source>
        <translation>Neuer Paketordner</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="97"/>
        <source>Name a folder for the new pack.</source>
        <translation>Nenne einen Ordner für das neue Paket.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="99"/>
        <source>%1 exists and is not an empty folder.</source>
        <translation>%1 existiert und ist kein leerer Ordner.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewPackDialog.cpp" line="101"/>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>pd::NewRecordDialog</name>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="21"/>
        <source>New %1</source>
        <translation>Neu: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="26"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="29"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="30"/>
        <source>How the pack&apos;s tables and records name it; it follows the name until you type one</source>
        <translation>Wie die Tabellen und Einträge des Pakets es nennen; folgt dem Namen, bis du eine eingibst</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="32"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="33"/>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="38"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/NewRecordDialog.cpp" line="101"/>
        <source>Give it a name, or an id.</source>
        <translation>Gib ihm einen Namen oder eine ID.</translation>
    </message>
</context>
<context>
    <name>pd::NoticeBox</name>
    <message>
        <location filename="../app/game/menus/NoticeBox.cpp" line="67"/>
        <location filename="../app/game/menus/NoticeBox.cpp" line="97"/>
        <source>Enter: close</source>
        <translation>Enter: schließen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/NoticeBox.cpp" line="96"/>
        <source>Enter: next (%n more)</source>
        <translation>
            <numerusform>Enter: weiter (noch %n)</numerusform>
            <numerusform>Enter: weiter (noch %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::NoticePolicy</name>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="54"/>
        <source>Treasure</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="61"/>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="78"/>
        <source>Level %1!</source>
        <translation>Stufe %1!</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="80"/>
        <source>You feel more experienced.</source>
        <translation>Du fühlst dich erfahrener.</translation>
    </message>
    <message>
        <location filename="../app/game/NoticePolicy.cpp" line="81"/>
        <source>You grow stronger: %1.</source>
        <translation>Du wirst stärker: %1.</translation>
    </message>
</context>
<context>
    <name>pd::OddsDock</name>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="144"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="153"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="154"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="155"/>
        <source>Number of test rolls</source>
        <translation>Anzahl der Probewürfe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="156"/>
        <source>Seed of the test rolls</source>
        <translation>Startwert der Probewürfe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="157"/>
        <source>Roll trace</source>
        <translation>Wurfspur</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="158"/>
        <source>Odds of the table</source>
        <translation>Chancen der Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="159"/>
        <source> rolls</source>
        <translation> Würfe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="160"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="161"/>
        <source>depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="162"/>
        <source>A count of this table uses the depth: the odds are those of a level this deep</source>
        <translation>Eine Anzahl dieser Tabelle hängt von der Tiefe ab: die Chancen gelten für eine Ebene dieser Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="164"/>
        <source>A number or any text; the same seed rolls the same results, as permadungeon-cli table does</source>
        <translation>Eine Zahl oder beliebiger Text; derselbe Startwert würfelt dieselben Ergebnisse, wie permadungeon-cli table</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="167"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="199"/>
        <source>Choose a table to see its odds.</source>
        <translation>Wähle eine Tabelle, um ihre Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="207"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — no odds while it has problems</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — keine Chancen, solange sie Probleme hat</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="214"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="217"/>
        <source>weighted, total %1</source>
        <translation>gewichtet, Summe %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="218"/>
        <source>rolled on %1</source>
        <translation>gewürfelt mit %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="225"/>
        <source>No odds while the table has a problem: %1</source>
        <translation>Keine Chancen, solange die Tabelle ein Problem hat: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="229"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="235"/>
        <source>(no row: a gap)</source>
        <translation>(keine Zeile: eine Lücke)</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="238"/>
        <source>Final results, through nested tables</source>
        <translation>Endergebnisse, durch verschachtelte Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="241"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="242"/>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="245"/>
        <source>Whole outcomes of one roll</source>
        <translation>Ganze Ergebnisse eines Wurfs</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="247"/>
        <location filename="../editor/tables/OddsDock.cpp" line="271"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/OddsDock.cpp" line="253"/>
        <source>More than %n whole outcomes: only each result&apos;s own odds are shown.</source>
        <translation>
            <numerusform>Mehr als %n ganzes Ergebnis: nur die Chancen jedes einzelnen Ergebnisses werden gezeigt.</numerusform>
            <numerusform>Mehr als %n ganze Ergebnisse: nur die Chancen jedes einzelnen Ergebnisses werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="269"/>
        <source>#%1: %2</source>
        <translation>#%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="279"/>
        <source>%1: rolled %2, row %3</source>
        <translation>%1: %2 gewürfelt, Zeile %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="280"/>
        <source>%1: rolled %2, no row</source>
        <translation>%1: %2 gewürfelt, keine Zeile</translation>
    </message>
</context>
<context>
    <name>pd::PackFileController</name>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="101"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="102"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="104"/>
        <source>&amp;New pack…</source>
        <translation>&amp;Neues Paket…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="105"/>
        <source>&amp;Open pack…</source>
        <translation>Paket ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="106"/>
        <source>&amp;Save pack</source>
        <translation>Paket &amp;speichern</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="107"/>
        <source>Save pack &amp;as…</source>
        <translation>Paket speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="108"/>
        <source>Re&amp;vert to saved</source>
        <translation>Auf &amp;Gespeichertes zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="109"/>
        <source>&amp;Export pack as zip…</source>
        <translation>Paket als Zip &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="110"/>
        <source>&amp;Import zip as a new pack…</source>
        <translation>Zip als neues Paket &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="143"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="186"/>
        <source>Open pack</source>
        <translation>Paket öffnen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="143"/>
        <source>Cannot open the pack: %1</source>
        <translation>Das Paket lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="165"/>
        <source>The last save of %1 was stopped half-way; it has been finished now (%2).</source>
        <translation>Das letzte Speichern von %1 brach mittendrin ab; es wurde jetzt abgeschlossen (%2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="169"/>
        <source>The last save of %1 was stopped before it was written; the files are as they were before it (%2).</source>
        <translation>Das letzte Speichern von %1 brach ab, bevor es geschrieben war; die Dateien sind wie vorher (%2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="174"/>
        <source>Another program is saving %1 now; what was read may change when it is done.</source>
        <translation>Ein anderes Programm speichert gerade %1; das Gelesene kann sich ändern, wenn es fertig ist.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="178"/>
        <source>The last save of %1 was stopped half-way and cannot be finished: %2</source>
        <translation>Das letzte Speichern von %1 brach mittendrin ab und lässt sich nicht abschließen: %2</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="196"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="197"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="222"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und ein weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="226"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="229"/>
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="233"/>
        <source>%1 anyway</source>
        <translation>Trotzdem %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="246"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="246"/>
        <source>save the pack anyway?</source>
        <translation>das Paket trotzdem speichern?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="260"/>
        <source>Not saved: another program changed %1 on disk since it was read.</source>
        <translation>Nicht gespeichert: Ein anderes Programm hat %1 auf der Festplatte geändert, seit es gelesen wurde.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="272"/>
        <source>Save pack</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="273"/>
        <source>Nothing was lost, but the pack could not be saved: %1</source>
        <translation>Nichts ging verloren, aber das Paket ließ sich nicht speichern: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="282"/>
        <source>Nothing to save: the files in %1 are as shown.</source>
        <translation>Nichts zu speichern: Die Dateien in %1 sind wie angezeigt.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="284"/>
        <source>Saved %1 in %2.</source>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="288"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="386"/>
        <source>It has %n problem(s).</source>
        <translation>
            <numerusform>Es hat %n Problem.</numerusform>
            <numerusform>Es hat %n Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="295"/>
        <source>Save pack as (a new folder)</source>
        <translation>Paket speichern unter (ein neuer Ordner)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="306"/>
        <source>%1 is open in another Permadungeon window (process %2).</source>
        <translation>%1 ist in einem anderen Permadungeon-Fenster offen (Prozess %2).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="310"/>
        <source>%1 cannot be written: %2</source>
        <translation>In %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="313"/>
        <source>Save pack as</source>
        <translation>Paket speichern unter</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="319"/>
        <source>Saved the pack in %1.</source>
        <translation>Das Paket wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="326"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="327"/>
        <source>Drop every change since the pack was saved?</source>
        <translation>Alle Änderungen seit dem letzten Speichern verwerfen?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="351"/>
        <source>New pack</source>
        <translation>Neues Paket</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="351"/>
        <source>The pack was not made: %1</source>
        <translation>Das Paket wurde nicht angelegt: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="356"/>
        <source>Made the pack %1 in %2.</source>
        <translation>Paket %1 in %2 angelegt.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="365"/>
        <source>Open a pack folder</source>
        <translation>Einen Paketordner öffnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="383"/>
        <source>Exported %n files to %1 (%2)</source>
        <translation>
            <numerusform>%n Datei nach %1 exportiert (%2)</numerusform>
            <numerusform>%n Dateien nach %1 exportiert (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="401"/>
        <source>Removed %1, left by an import that was stopped half-way.</source>
        <translation>%1 entfernt, übrig von einem mittendrin abgebrochenen Import.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="418"/>
        <source>Imported %n files from %1 into %2</source>
        <translation>
            <numerusform>%n Datei aus %1 nach %2 importiert</numerusform>
            <numerusform>%n Dateien aus %1 nach %2 importiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="440"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="455"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="462"/>
        <source>Export pack as zip</source>
        <translation>Paket als Zip exportieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="441"/>
        <source>The zip holds the saved files. Save the changes to %1 first?</source>
        <translation>Die Zip-Datei enthält die gespeicherten Dateien. Zuerst die Änderungen an %1 speichern?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="446"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="446"/>
        <source>export the pack anyway?</source>
        <translation>das Paket trotzdem exportieren?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="456"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="476"/>
        <source>Zip archives (*.zip)</source>
        <translation>Zip-Archive (*.zip)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="463"/>
        <source>The zip was not written; nothing else changed.</source>
        <translation>Die Zip-Datei wurde nicht geschrieben; sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="475"/>
        <location filename="../editor/workspace/PackFileController.cpp" line="495"/>
        <source>Import a zip as a new pack</source>
        <translation>Zip-Datei als neues Paket importieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="488"/>
        <source>New pack folder for the zip</source>
        <translation>Neuer Paketordner für die Zip-Datei</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="496"/>
        <source>%1 was not imported; nothing was written.</source>
        <translation>%1 wurde nicht importiert; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="556"/>
        <source>Unsaved changes cannot be kept aside in case of a crash: %1. Save the pack to keep them.</source>
        <translation>Ungespeicherte Änderungen können nicht für den Fall eines Absturzes beiseitegelegt werden: %1. Speichere das Paket, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="579"/>
        <source>Unsaved changes found</source>
        <translation>Ungespeicherte Änderungen gefunden</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="580"/>
        <source>%1 was not saved last time (the program may have stopped). Restore those changes?</source>
        <translation>%1 wurde beim letzten Mal nicht gespeichert (das Programm hat vielleicht angehalten). Diese Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFileController.cpp" line="606"/>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
</context>
<context>
    <name>pd::PackFilesDock</name>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="75"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="76"/>
        <source>Files of the pack</source>
        <translation>Dateien des Pakets</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="77"/>
        <source>Ruleset: the game&apos;s variants</source>
        <translation>Regelwerk: die Spielvarianten</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="78"/>
        <source>Manifest: name, version, dependencies</source>
        <translation>Manifest: Name, Version, Abhängigkeiten</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="79"/>
        <source>Tileset: glyphs, colours, sprites</source>
        <translation>Kachelsatz: Zeichen, Farben, Sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="79"/>
        <source>Sounds and music</source>
        <translation>Klänge und Musik</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="104"/>
        <source>Translation: %1</source>
        <translation>Übersetzung: %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="105"/>
        <source>Translation: %1 (%2)</source>
        <translation>Übersetzung: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="119"/>
        <source>%1 (not valid JSON)</source>
        <translation>%1 (kein gültiges JSON)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="121"/>
        <source>%1 (not in this pack)</source>
        <translation>%1 (nicht in diesem Paket)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="123"/>
        <source>%1: not valid JSON (see Problems)</source>
        <translation>%1: kein gültiges JSON (siehe Probleme)</translation>
    </message>
    <message>
        <location filename="../editor/docks/PackFilesDock.cpp" line="124"/>
        <source>%1: not in this pack</source>
        <translation>%1: nicht in diesem Paket</translation>
    </message>
</context>
<context>
    <name>pd::PackFolderGuard</name>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="51"/>
        <source>Kept your changes to %1: saving writes them over the other program&apos;s.</source>
        <translation>Deine Änderungen an %1 bleiben: Speichern schreibt sie über die des anderen Programms.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="68"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="69"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="127"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="70"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="162"/>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="71"/>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="85"/>
        <source>%1 is open in Permadungeon on %2 (process %3); you can look at it and Save As a copy.</source>
        <translation>%1 ist in Permadungeon auf %2 offen (Prozess %3); du kannst es ansehen und mit „Speichern unter“ eine Kopie speichern.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="90"/>
        <source>%1 is open in another Permadungeon window (process %2); you can look at it and Save As a copy.</source>
        <translation>%1 ist in einem anderen Permadungeon-Fenster offen (Prozess %2); du kannst es ansehen und mit „Speichern unter“ eine Kopie speichern.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="96"/>
        <source>%1 cannot be saved in its folder (%2); you can look at it and Save As a copy.</source>
        <translation>%1 lässt sich in seinem Ordner nicht speichern (%2); du kannst es ansehen und mit „Speichern unter“ eine Kopie speichern.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="103"/>
        <source>%1 can be saved now.</source>
        <translation>%1 kann jetzt gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="126"/>
        <source>Another program changed %1 on disk.</source>
        <translation>Ein anderes Programm hat %1 auf der Festplatte geändert.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="130"/>
        <source>Another program changed %1 on disk, and you changed %2 here: Reload theirs drops your changes there (Undo brings them back); Keep mine writes yours over theirs at the next save.</source>
        <translation>Ein anderes Programm hat %1 auf der Festplatte geändert, und du hast %2 hier geändert: „Fremde Fassung laden“ verwirft deine Änderungen dort (Rückgängig holt sie zurück); „Meine behalten“ schreibt deine beim nächsten Speichern über die fremde.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="134"/>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="160"/>
        <source>Reload theirs</source>
        <translation>Fremde Fassung laden</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="143"/>
        <source>Reload %1</source>
        <translation>%1 neu laden</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="146"/>
        <source>Reloaded %1 from disk (Undo brings back what was here).</source>
        <translation>%1 von der Festplatte neu geladen (Rückgängig holt zurück, was hier war).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="152"/>
        <source>Save pack</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="153"/>
        <source>Another program changed %1 on disk since it was read here; nothing was saved.</source>
        <translation>Ein anderes Programm hat %1 auf der Festplatte geändert, seit es hier gelesen wurde; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/PackFolderGuard.cpp" line="158"/>
        <source>Reload theirs reads those files again and drops your changes to them (Undo brings them back). Keep mine saves yours over theirs.</source>
        <translation>„Fremde Fassung laden“ liest diese Dateien neu und verwirft deine Änderungen daran (Rückgängig holt sie zurück). „Meine behalten“ speichert deine Fassung über die fremde.</translation>
    </message>
</context>
<context>
    <name>pd::PlaytestDock</name>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="349"/>
        <source>Playtest</source>
        <translation>Spieltest</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="350"/>
        <source> runs</source>
        <translation> Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="351"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="382"/>
        <source>Runs played</source>
        <translation>Gespielte Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="352"/>
        <source>How many runs the bot plays (more runs, narrower noise)</source>
        <translation>Wie viele Läufe der Bot spielt (mehr Läufe, weniger Rauschen)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="353"/>
        <source> turns</source>
        <translation> Züge</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="354"/>
        <source>Turns per run</source>
        <translation>Züge pro Lauf</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="355"/>
        <source>A run still going at this turn stops there</source>
        <translation>Ein Lauf, der bei diesem Zug noch läuft, endet dort</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="356"/>
        <source>seed </source>
        <translation>Startwert </translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="357"/>
        <source>Seed of the runs</source>
        <translation>Startwert der Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="358"/>
        <source>Run i plays a game seed drawn from this one, as permadungeon-cli bot --seed does</source>
        <translation>Lauf i spielt einen daraus gezogenen Spiel-Startwert, wie permadungeon-cli bot --seed</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="360"/>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="361"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="362"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="595"/>
        <source>the saved file</source>
        <translation>der gespeicherten Datei</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="363"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="595"/>
        <source>the pinned results</source>
        <translation>den festgehaltenen Ergebnissen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="364"/>
        <source>&amp;Pin these results</source>
        <translation>Ergebnisse &amp;festhalten</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="366"/>
        <source>Keep the runs now as the baseline that the runs after your next edits are compared with</source>
        <translation>Die jetzigen Läufe als Vergleich behalten, mit dem die Läufe nach deinen nächsten Änderungen verglichen werden</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="368"/>
        <source>Play again after each edit</source>
        <translation>Nach jeder Änderung neu spielen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="369"/>
        <source>&amp;Large</source>
        <translation>&amp;Groß</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="371"/>
        <source>The dock over the window at most of the screen; again to put it back</source>
        <translation>Das Dock groß über dem Fenster; noch einmal, um es zurückzusetzen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="372"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="373"/>
        <source>Results of the runs</source>
        <translation>Ergebnisse der Durchläufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="374"/>
        <source>Charts of the runs</source>
        <translation>Diagramme der Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="375"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="376"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="378"/>
        <source>Figures compared with the baseline</source>
        <translation>Kennzahlen im Vergleich</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>Game seed</source>
        <translation>Spiel-Startwert</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="379"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Cause of death</source>
        <translation>Todesursache</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="380"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="381"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="381"/>
        <source>Kills</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="384"/>
        <source>Enter or a double-click watches the run in the Game tab</source>
        <translation>Enter oder ein Doppelklick zeigt den Lauf im Tab „Spiel“</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="385"/>
        <source>&amp;Watch in the Game tab</source>
        <translation>&amp;Zuschauen im Tab „Spiel“</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="386"/>
        <source>Copy the &amp;trace command</source>
        <translation>&amp;Trace-Befehl kopieren</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="387"/>
        <source>permadungeon-cli bot … --trace: every command of the run with what the game answered (the saved pack&apos;s)</source>
        <translation>permadungeon-cli bot … --trace: jeder Befehl des Laufs mit der Antwort des Spiels (für das gespeicherte Paket)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="389"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="390"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="714"/>
        <source>Deaths by depth</source>
        <translation>Tode nach Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="391"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="719"/>
        <source>Deepest depth reached</source>
        <translation>Tiefste erreichte Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="392"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="730"/>
        <source>Turns spent per depth (median)</source>
        <translation>Züge pro Tiefe (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="393"/>
        <source>HP on arriving (median)</source>
        <translation>LP bei Ankunft (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="394"/>
        <source>Damage taken per run, by monster</source>
        <translation>Erlittener Schaden pro Lauf, nach Monster</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="395"/>
        <source>XP by turn (median)</source>
        <translation>EP nach Zug (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="396"/>
        <source>Gold by turn (median)</source>
        <translation>Gold nach Zug (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="397"/>
        <source>Items used per run</source>
        <translation>Benutzte Gegenstände pro Lauf</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="399"/>
        <source>baseline</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="400"/>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="765"/>
        <source>No runs yet</source>
        <translation>Noch keine Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="506"/>
        <source>Open a pack to playtest it.</source>
        <translation>Öffne ein Paket, um es zu testen.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="511"/>
        <source>The pack has errors (see Problems): the bot plays it once they are fixed.</source>
        <translation>Das Paket hat Fehler (siehe Probleme): Der Bot spielt es, sobald sie behoben sind.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="633"/>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="634"/>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="635"/>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="636"/>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="636"/>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="644"/>
        <source>The pack changed: the runs of the pack before were stopped.</source>
        <translation>Das Paket hat sich geändert: Die Läufe des vorigen Pakets wurden angehalten.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="645"/>
        <source>The pack changed since these runs: they are of the pack before.</source>
        <translation>Das Paket hat sich seit diesen Läufen geändert: Sie gehören zum vorigen Paket.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="648"/>
        <source>Playing…</source>
        <translation>Spielt …</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="649"/>
        <source>Run plays the pack as it is here, saved or not, with the bot of permadungeon-cli bot.</source>
        <translation>Starten spielt das Paket, wie es hier ist, gespeichert oder nicht, mit dem Bot von permadungeon-cli bot.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="663"/>
        <source>No significant difference from %1: every difference is within the noise of %2 runs.</source>
        <translation>Kein deutlicher Unterschied zu %1: Jeder Unterschied liegt im Rauschen von %2 Läufen.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="668"/>
        <source>Against %1, outside the noise:</source>
        <translation>Gegenüber %1, außerhalb des Rauschens:</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="671"/>
        <source>Compared with %1 once all runs are in.</source>
        <translation>Verglichen mit %1, sobald alle Läufe fertig sind.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="673"/>
        <source>Nothing pinned yet: Pin these results keeps the runs now as the baseline.</source>
        <translation>Noch nichts festgehalten: „Ergebnisse festhalten“ behält die jetzigen Läufe als Vergleich.</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="714"/>
        <source>Deaths by room</source>
        <translation>Tode nach Raum</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="719"/>
        <source>Rooms reached</source>
        <translation>Erreichte Räume</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="729"/>
        <source>Turns spent per room (median)</source>
        <translation>Züge pro Raum (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="735"/>
        <source>%1 on arriving (median)</source>
        <translation>%1 bei Ankunft (Median)</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="748"/>
        <source>%1 lost per run, by monster</source>
        <translation>%1 verloren pro Lauf, nach Monster</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="765"/>
        <source>No run had any gold</source>
        <translation>Kein Lauf hatte Gold</translation>
    </message>
    <message>
        <location filename="../editor/playtest/PlaytestDock.cpp" line="776"/>
        <source>No item was used</source>
        <translation>Kein Gegenstand wurde benutzt</translation>
    </message>
</context>
<context>
    <name>pd::ProblemsDock</name>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="126"/>
        <location filename="../editor/docks/ProblemsDock.cpp" line="209"/>
        <source>Use “%1”</source>
        <translation>„%1“ verwenden</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="134"/>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="170"/>
        <location filename="../editor/docks/ProblemsDock.cpp" line="171"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="172"/>
        <source>Quick fix</source>
        <translation>Schnellkorrektur</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="173"/>
        <source>Apply the quick fix</source>
        <translation>Schnellkorrektur anwenden</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="175"/>
        <source>The record and the place in it; hover for the file, line and column</source>
        <translation>Der Eintrag und die Stelle darin; mit der Maus darüber für Datei, Zeile und Spalte</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="176"/>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="177"/>
        <source>The pack is being checked again after the last change; the list is brought up to date when that is done</source>
        <translation>Das Paket wird nach der letzten Änderung neu geprüft; danach wird die Liste aktualisiert</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="210"/>
        <source>Replace “%1” with “%2” (one click, or Ctrl+.; Ctrl+Z takes it back)</source>
        <translation>„%1“ durch „%2“ ersetzen (ein Klick oder Strg+.; Strg+Z nimmt es zurück)</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="222"/>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="223"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="224"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="259"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="261"/>
        <source>%n text(s) not translated into %1, the first: %2</source>
        <translation>
            <numerusform>%n Text nicht in %1 übersetzt, der erste: %2</numerusform>
            <numerusform>%n Texte nicht in %1 übersetzt, der erste: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="265"/>
        <source>The Languages dock lists them; each record&apos;s form has a line for its texts in %1.</source>
        <translation>Das Sprachen-Dock listet sie auf; das Formular jedes Eintrags hat eine Zeile für seine Texte in %1.</translation>
    </message>
</context>
<context>
    <name>pd::RecordActions</name>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="152"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="154"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="154"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="155"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="155"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="157"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="244"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="157"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="158"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="158"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="321"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="159"/>
        <source>&amp;Find in pack…</source>
        <translation>Im Paket &amp;suchen…</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="245"/>
        <source>%1 does not parse: mend it first (see Problems).</source>
        <translation>%1 lässt sich nicht lesen: Behebe das zuerst (siehe Probleme).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="271"/>
        <location filename="../editor/workspace/RecordActions.cpp" line="278"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="296"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="311"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="312"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="322"/>
        <source>&quot;%1&quot; is used by %n place(s).</source>
        <translation>
            <numerusform>„%1“ wird an %n Stelle verwendet.</numerusform>
            <numerusform>„%1“ wird an %n Stellen verwendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="327"/>
        <source>%n table row(s) that give it</source>
        <translation>
            <numerusform>%n Tabellenzeile, die es liefert</numerusform>
            <numerusform>%n Tabellenzeilen, die es liefern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="329"/>
        <source>%n other reference(s) to it</source>
        <translation>
            <numerusform>%n weiteren Verweis darauf</numerusform>
            <numerusform>%n weiteren Verweisen darauf</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="331"/>
        <source>Delete it with %1 in one step (Ctrl+Z brings all back), or keep it and change them first:</source>
        <translation>Mit %1 in einem Schritt löschen (Strg+Z holt alles zurück), oder behalten und diese zuerst ändern:</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="333"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="336"/>
        <source>&amp;Delete with references</source>
        <translation>Mit Verweisen &amp;löschen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="337"/>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="344"/>
        <source>&quot;%1&quot; is used by %n place(s), so it is kept.</source>
        <translation>
            <numerusform>„%1“ wird an %n Stelle verwendet und bleibt daher.</numerusform>
            <numerusform>„%1“ wird an %n Stellen verwendet und bleibt daher.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="350"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="355"/>
        <source>Deleted %1 and %n reference(s) to it (Ctrl+Z brings them back).</source>
        <translation>
            <numerusform>%1 und %n Verweis darauf gelöscht (Strg+Z holt sie zurück).</numerusform>
            <numerusform>%1 und %n Verweise darauf gelöscht (Strg+Z holt sie zurück).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="358"/>
        <source>Deleted %1 (Ctrl+Z brings it back).</source>
        <translation>%1 gelöscht (Strg+Z holt es zurück).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="366"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RecordActions.cpp" line="370"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
</context>
<context>
    <name>pd::RecordForm</name>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="106"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="109"/>
        <source>(default: %1)</source>
        <translation>(Vorgabe: %1)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="110"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="125"/>
        <location filename="../editor/records/RecordForm.cpp" line="195"/>
        <source>Fields of the record</source>
        <translation>Felder des Eintrags</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="341"/>
        <source>How the map draws it: in the tile look, then the glyph look (its glyph and color, or the tileset&apos;s tile of its id)</source>
        <translation>Wie die Karte es zeichnet: im Kachel-Aussehen, dann im Zeichen-Aussehen (sein Zeichen und seine Farbe, oder die Kachel des Kachelsatzes zu seiner ID)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="343"/>
        <source>Edit look…</source>
        <translation>Aussehen bearbeiten…</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="345"/>
        <source>Its tile in the Tileset dock: glyph, colours and a sprite</source>
        <translation>Seine Kachel im Kachelsatz-Dock: Zeichen, Farben und ein Sprite</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="386"/>
        <source>What the hero carries from the first turn: an item of the pack and how many, per line.</source>
        <translation>Was der Held ab dem ersten Zug trägt: je Zeile ein Gegenstand des Pakets und wie viele.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="429"/>
        <source>(choose one)</source>
        <translation>(einen wählen)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="521"/>
        <source>ids, separated by commas</source>
        <translation>IDs, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="523"/>
        <source>e.g. haste turns=12; slow on=bolt turns=10</source>
        <translation>z. B. haste turns=12; slow on=bolt turns=10</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="525"/>
        <source>names, separated by commas</source>
        <translation>Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="529"/>
        <source>whole numbers, separated by commas</source>
        <translation>ganze Zahlen, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="530"/>
        <source>%1 when empty; whole numbers, separated by commas</source>
        <translation>%1, wenn leer; ganze Zahlen, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="534"/>
        <source>a number or dice, e.g. 2d6+3</source>
        <translation>eine Zahl oder Würfel, z. B. 2d6+3</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="535"/>
        <source>%1 when empty; a number or dice, e.g. 2d6+3</source>
        <translation>%1, wenn leer; eine Zahl oder Würfel, z. B. 2d6+3</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="537"/>
        <source>%1 when empty</source>
        <translation>%1, wenn leer</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="316"/>
        <source>Left empty: %1.</source>
        <translation>Leer gelassen: %1.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="328"/>
        <source>Per range of depths: the generator table and the tables and counts that fill a level. The bands must cover every depth from 1 to dungeon/depth, without overlap.</source>
        <translation>Je Tiefenbereich: die Generatortabelle sowie die Tabellen und Anzahlen, die eine Ebene füllen. Die Bereiche müssen jede Tiefe von 1 bis dungeon/depth ohne Überlappung abdecken.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="577"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="578"/>
        <source>Tick the records this list holds, from the pack&apos;s</source>
        <translation>Die Einträge des Pakets ankreuzen, die diese Liste enthält</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="579"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="597"/>
        <source>(the pack has none)</source>
        <translation>(das Paket hat keine)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="612"/>
        <location filename="../editor/records/RecordForm.cpp" line="832"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="641"/>
        <source>&lt;b&gt;Manifest&lt;/b&gt; — the pack&apos;s name, description and version, as New game shows them; its dependencies are in the JSON dock</source>
        <translation>&lt;b&gt;Manifest&lt;/b&gt; — Name, Beschreibung und Version des Pakets, wie „Neues Spiel“ sie zeigt; seine Abhängigkeiten stehen im JSON-Dock</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="643"/>
        <source>&lt;b&gt;Ruleset&lt;/b&gt; — the rule variants this pack plays by, its depth bands and what the hero starts with</source>
        <translation>&lt;b&gt;Regelwerk&lt;/b&gt; — die Regelvarianten, nach denen dieses Paket spielt, seine Tiefenbereiche und womit der Held beginnt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="858"/>
        <source>Change kind of %1</source>
        <translation>Art von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="770"/>
        <source>restricts %1 · restricted by %2</source>
        <translation>bezwingt %1 · bezwungen von %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="772"/>
        <location filename="../editor/records/RecordForm.cpp" line="773"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="797"/>
        <source>Required.</source>
        <translation>Pflichtfeld.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="799"/>
        <source>Required when %1 is %2.</source>
        <translation>Pflicht, wenn %1 gleich %2 ist.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="802"/>
        <source>Required for %1.</source>
        <translation>Pflicht für %1.</translation>
    </message>
</context>
<context>
    <name>pd::RecordListDock</name>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="248"/>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="251"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="254"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="257"/>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="260"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="263"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="264"/>
        <source>Search ids and names</source>
        <translation>IDs und Namen durchsuchen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="267"/>
        <source>More actions</source>
        <translation>Weitere Aktionen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="270"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="271"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="272"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="273"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="274"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="279"/>
        <source>Add a new %1 to the pack</source>
        <translation>Dem Paket einen neuen Eintrag hinzufügen: %1</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="295"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="295"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="297"/>
        <source>All tiers</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="296"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="297"/>
        <source>All elements</source>
        <translation>Alle Elemente</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="296"/>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="330"/>
        <source>%1  (%2)</source>
        <comment>a record&apos;s name, then in the reader&apos;s language</comment>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::RecordSchema</name>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="22"/>
        <source>The name the game shows (any text).</source>
        <translation>Der Name, den das Spiel zeigt (beliebiger Text).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="27"/>
        <source>Its quality, 1 to 3 (higher is better).</source>
        <translation>Seine Güte, 1 bis 3 (höher ist besser).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="29"/>
        <source>A line the game shows about it.</source>
        <translation>Eine Zeile, die das Spiel darüber zeigt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="31"/>
        <source>Medicine: the HP and MP it gives back when used (whole numbers; at least one above 0).</source>
        <translation>Medizin: die LP und MP, die sie beim Gebrauch zurückgibt (ganze Zahlen; mindestens eine über 0).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="35"/>
        <source>Equipment: what it adds to the attributes while worn (whole numbers, -1000 to 1000).</source>
        <translation>Ausrüstung: was sie getragen zu den Werten addiert (ganze Zahlen, -1000 bis 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="47"/>
        <source>Weapon: melee (fights next to the hero) or ranged (shoots).</source>
        <translation>Waffe: melee (kämpft neben dem Helden) oder ranged (schießt).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="49"/>
        <source>Ranged weapon: how far a shot reaches; thrown: how far it flies (cells, 1 to 30).</source>
        <translation>Fernwaffe: wie weit ein Schuss reicht; Wurfwaffe: wie weit sie fliegt (Felder, 1 bis 30).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="53"/>
        <source>Ranged weapon: the damage of a shot; thrown: of a hit (HP, dice or a whole number).</source>
        <translation>Fernwaffe: der Schaden eines Schusses; Wurfwaffe: eines Treffers (LP, Würfel oder eine ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="57"/>
        <source>Treasure: what picking it up gives, in gold (or XP when XP is health); dice or a whole number.</source>
        <translation>Schatz: was das Aufheben bringt, in Gold (oder EP, wenn EP die Gesundheit sind); Würfel oder ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="60"/>
        <source>How many fit in one inventory slot (1 to 999; 9 for medicine and scrolls, 20 for thrown, else 1, when left out).</source>
        <translation>Wie viele in einen Inventarplatz passen (1 bis 999; ohne Angabe 9 für Medizin und Schriftrollen, 20 für Wurfwaffen, sonst 1).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="80"/>
        <source>The character that shows it on the map (one character).</source>
        <translation>Das Zeichen, das ihn auf der Karte zeigt (ein Zeichen).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="82"/>
        <source>Its colour on the map, as #rrggbb.</source>
        <translation>Seine Farbe auf der Karte, als #rrggbb.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="95"/>
        <source>attack (damage), heal (HP back), buff (raises an attribute), debuff (lowers one) or effect (does only its `effects`, on the map; needs at least one, takes no `power` or `rounds`, and is refused in a battle). It decides which fields apply.</source>
        <translation>attack (Schaden), heal (LP zurück), buff (hebt einen Wert), debuff (senkt einen) oder effect (tut nur seine `effects`, auf der Karte; braucht mindestens eine, nimmt weder `power` noch `rounds` und wird im Kampf abgelehnt). Er bestimmt, welche Felder gelten.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="112"/>
        <source>Added to the power per point of the element the caster has (0 to 1000, in hundredths).</source>
        <translation>Wird je Elementpunkt des Zaubernden zur Stärke addiert (0 bis 1000, in Hundertsteln).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="89"/>
        <source>Its element: Water, Fire, Wood, Earth, Holy or Evil. Casting it gives points of this element.</source>
        <translation>Sein Element: Water, Fire, Wood, Earth, Holy oder Evil. Ihn zu wirken bringt Punkte dieses Elements.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="23"/>
        <source>What sort of item it is: medicine, weapon, armour, shoes, treasure, chip, artefact, scroll, wand, thrown, key or ring. It decides which fields apply.</source>
        <translation>Welche Art Gegenstand es ist: medicine, weapon, armour, shoes, treasure, chip, artefact, scroll, wand, thrown, key oder ring. Davon hängt ab, welche Felder gelten.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="44"/>
        <source>Equipment: cells added to how far the hero&apos;s noise carries while it is worn (-10 to 10; below 0 quieter). Sleeping monsters within it may wake.</source>
        <translation>Ausrüstung: Felder, um die der Lärm des Helden weiter trägt, solange sie getragen wird (-10 bis 10; unter 0 leiser). Schlafende Monster darin können aufwachen.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="73"/>
        <source>A wand&apos;s zaps when found (dice, 1 to 1000); a second wand of a kind adds its charges to the first.</source>
        <translation>Die Ladungen eines Zauberstabs beim Fund (Würfel, 1 bis 1000); ein zweiter Stab derselben Art fügt seine Ladungen dem ersten hinzu.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="77"/>
        <source>Turns per charge coming back (0 to 10000; 0: none, and the wand crumbles when spent). A staff is a wand that recharges.</source>
        <translation>Züge je zurückkehrender Ladung (0 bis 10000; 0: keine, und der Stab zerfällt, wenn er leer ist). Ein Stab, der sich auflädt, ist ein Kampfstab.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="84"/>
        <source>Unidentified: a table whose rows&apos; texts are the looks such items take, shuffled per run (&quot;Murky potion&quot;); using one reveals its kind. The table needs a text row for each item that names it. Empty: always known.</source>
        <translation>Unidentifiziert: eine Tabelle, deren Zeilentexte das Aussehen solcher Gegenstände sind, je Lauf gemischt („Trüber Trank“); die Benutzung verrät die Art. Die Tabelle braucht eine Textzeile für jeden Gegenstand, der sie nennt. Leer: immer bekannt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="92"/>
        <source>1 to 3: the element points needed to learn it grow with the level.</source>
        <translation>1 bis 3: Die zum Erlernen nötigen Elementpunkte steigen mit der Stufe.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="101"/>
        <source>What casting it costs, in MP (0 to 9999).</source>
        <translation>Was das Wirken kostet, in MP (0 bis 9999).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="102"/>
        <source>Attack: damage in HP; heal: HP given back; buff and debuff: the amount per attribute, or HP per round (0 to 99999).</source>
        <translation>Attack: Schaden in LP; heal: zurückgegebene LP; buff und debuff: der Betrag je Wert oder LP je Runde (0 bis 99999).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="106"/>
        <source>Buff and debuff: how many battle rounds it lasts (1 to 99).</source>
        <translation>Buff und debuff: wie viele Kampfrunden er anhält (1 bis 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="109"/>
        <source>Buff and debuff: what it changes (atk, def, hit, dop, cri, invincible, growing, silence, burning).</source>
        <translation>Buff und debuff: was er ändert (atk, def, hit, dop, cri, invincible, growing, silence, burning).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="116"/>
        <source>On the map, after what its type does: effects apart by &quot;;&quot; (e.g. &quot;paralyse on=bolt turns=3&quot;); see an item&apos;s effects.</source>
        <translation>Auf der Karte, nach dem, was sein Typ bewirkt: Effekte, getrennt durch „;“ (z. B. „paralyse on=bolt turns=3“); siehe die Effekte eines Gegenstands.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="131"/>
        <source>Its element, if any: it knows that element&apos;s spells up to its level, and the element cycle applies to its hits.</source>
        <translation>Sein Element, falls vorhanden: Es kennt die Zauber dieses Elements bis zu seiner Stufe, und der Elementkreis gilt für seine Treffer.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="134"/>
        <source>normal, leader or king: how strong it is among its race.</source>
        <translation>normal, leader oder king: wie stark es in seiner Rasse ist.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="137"/>
        <source>1 to 3: the hero level it is made for, and the highest level of spell it knows.</source>
        <translation>1 bis 3: die Heldenstufe, für die es gemacht ist, und die höchste Zauberstufe, die es kennt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="141"/>
        <source>Its attributes: HP (required, above 0), MP, ATK, DEF, CRI, HIT, DOP; each a whole number or dice rolled when it appears.</source>
        <translation>Seine Werte: HP (Pflicht, über 0), MP, ATK, DEF, CRI, HIT, DOP; jeweils eine ganze Zahl oder Würfel, die beim Erscheinen gewürfelt werden.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="145"/>
        <source>Experience for killing it: a whole number, dice, or &quot;hp&quot; (as much as its HP).</source>
        <translation>Erfahrung für seinen Tod: eine ganze Zahl, Würfel oder „hp“ (so viel wie seine LP).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="149"/>
        <source>An item it drops when it dies (an item id).</source>
        <translation>Ein Gegenstand, den es beim Sterben fallen lässt (eine Gegenstands-ID).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="151"/>
        <source>How it moves: chase, wander, patrol-vertical, patrol-horizontal, guard, ranged or swarm.</source>
        <translation>Wie es sich bewegt: chase, wander, patrol-vertical, patrol-horizontal, guard, ranged oder swarm.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="154"/>
        <source>How far it notices the hero, in cells (0 to 60).</source>
        <translation>Wie weit es den Helden bemerkt, in Feldern (0 bis 60).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="156"/>
        <source>Energy per turn: 100 is the hero&apos;s pace, 200 acts twice a turn (10 to 1000).</source>
        <translation>Energie je Zug: 100 ist das Tempo des Helden, 200 handelt zweimal je Zug (10 bis 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="160"/>
        <source>How often it does anything on a turn it may act, in per cent (1 to 100).</source>
        <translation>Wie oft es in einem Zug, in dem es handeln darf, überhaupt etwas tut, in Prozent (1 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="163"/>
        <source>The chance it is asleep when its level is made, in per cent (0 to 100).</source>
        <translation>Die Wahrscheinlichkeit, dass es schläft, wenn seine Ebene entsteht, in Prozent (0 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="166"/>
        <source>A ranged attacker: the damage of a shot, in HP (dice or a whole number).</source>
        <translation>Fernkämpfer: der Schaden eines Schusses, in LP (Würfel oder ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="169"/>
        <source>A ranged attacker: how far it shoots, in cells (1 to 30).</source>
        <translation>Fernkämpfer: wie weit es schießt, in Feldern (1 bis 30).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="172"/>
        <source>A ranged attacker: the distance it keeps from the hero, in cells (0 to 30, at most its range).</source>
        <translation>Fernkämpfer: der Abstand, den es zum Helden hält, in Feldern (0 bis 30, höchstens seine Reichweite).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="175"/>
        <source>It flees below this share of its HP, in per cent (0: never).</source>
        <translation>Es flieht unter diesem Anteil seiner LP, in Prozent (0: nie).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="178"/>
        <source>A point of HP comes back every this many of its turns (0: never).</source>
        <translation>Alle so vielen seiner Züge kehrt ein LP zurück (0: nie).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="65"/>
        <source>What using it does, in order, apart by &quot;;&quot;: an effect (haste, slow, teleport, damage, poison, ...) then key=value: on=self, bolt, view or around, turns=1..1000, amount=dice, radius=1..30, monster=id, count=1..20, status=a gas&apos;s status, power=1..1000. E.g. &quot;damage on=bolt amount=3d6; knockback on=bolt amount=2&quot;.</source>
        <translation>Was die Benutzung bewirkt, der Reihe nach, getrennt durch „;“: ein Effekt (haste, slow, teleport, damage, poison, …), dann Schlüssel=Wert: on=self, bolt, view oder around, turns=1..1000, amount=Würfel, radius=1..30, monster=ID, count=1..20, status=Zustand eines Gases, power=1..1000. Z. B. „damage on=bolt amount=3d6; knockback on=bolt amount=2“.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="39"/>
        <source>Melee weapon: held in both hands, so no ranged weapon is worn with it; putting on either puts the other in the pack (true or false; default false).</source>
        <translation>Nahkampfwaffe: mit beiden Händen geführt, daher wird keine Fernkampfwaffe dazu getragen; wer die eine anlegt, steckt die andere in den Rucksack (true oder false; Vorgabe false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="120"/>
        <source>Its family: monsters of a race are shown and counted together, and it picks the figure the map draws: hero, goblin, archer, zombie, ghoul, rat (vermin), fungus, golem, mimic, jackal (dog, wolf, hound), bat, spider, snake (serpent, eel), skeleton, ghost (shade), wraith, wisp, jelly (slime, ooze), bloat, drake (wyrm), dragon, kobold (imp), ogre (troll), shaman (cultist, necromancer), lich, beetle (centipede, insect), eye, orc or knight; a race of several words is drawn as its last such word (fire-drake); any other race as a plain creature.</source>
        <translation>Seine Familie: Monster einer Rasse werden zusammen gezeigt und gezählt, und sie wählt die Figur, die die Karte zeichnet: hero, goblin, archer, zombie, ghoul, rat (vermin), fungus, golem, mimic, jackal (dog, wolf, hound), bat, spider, snake (serpent, eel), skeleton, ghost (shade), wraith, wisp, jelly (slime, ooze), bloat, drake (wyrm), dragon, kobold (imp), ogre (troll), shaman (cultist, necromancer), lich, beetle (centipede, insect), eye, orc oder knight; eine Rasse aus mehreren Wörtern wird als ihr letztes solches Wort gezeichnet (fire-drake); jede andere Rasse als schlichte Kreatur.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="181"/>
        <source>At most two tricks apart by &quot;;&quot; (e.g. &quot;steal; explode amount=3d6 radius=1&quot;): steal, explode, split, breath, summon, invisible, pack, phase, strike. A breath fills a line, or with shape=cone a cone aimed at the hero; a strike gives the hero a status with each blow that lands (&quot;strike status=poison turns=5 amount=2&quot;).</source>
        <translation>Höchstens zwei Tricks, getrennt durch „;“ (z. B. „steal; explode amount=3d6 radius=1“): steal, explode, split, breath, summon, invisible, pack, phase, strike. Ein Atem füllt eine Linie oder mit shape=cone einen auf den Helden gerichteten Kegel; ein Strike gibt dem Helden mit jedem Treffer einen Zustand („strike status=poison turns=5 amount=2“).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="188"/>
        <source>Whether it rolls a character (rage, calm or timid) when it appears.</source>
        <translation>Ob es beim Erscheinen ein Wesen auswürfelt (rage, calm oder timid).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="191"/>
        <source>The spells it knows (spell ids, separated by commas), instead of its element&apos;s up to its level.</source>
        <translation>Die Zauber, die es kennt (Zauber-IDs, durch Kommas getrennt), statt der seines Elements bis zu seiner Stufe.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="194"/>
        <source>When XP is health: what touching the hero costs it, in XP (dice or a whole number).</source>
        <translation>Wenn EP die Gesundheit sind: was seine Berührung den Helden kostet, in EP (Würfel oder ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="198"/>
        <source>What stepping on it costs, in HP (or XP when XP is health); dice or a whole number.</source>
        <translation>Was das Betreten kostet, in LP (oder EP, wenn EP die Gesundheit sind); Würfel oder ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="202"/>
        <source>Its name once sprung (its name when left out).</source>
        <translation>Ihr Name nach dem Auslösen (weggelassen ihr Name).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="204"/>
        <source>Whether it is unseen until found or sprung.</source>
        <translation>Ob sie unsichtbar ist, bis sie gefunden oder ausgelöst wird.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="206"/>
        <source>The character once sprung (its glyph when left out).</source>
        <translation>Das Zeichen nach dem Auslösen (weggelassen ihr Zeichen).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="207"/>
        <source>hp (hit points) or xp (experience is health: chests add, traps, contact and bolts take, below 1 is death).</source>
        <translation>hp (Lebenspunkte) oder xp (Erfahrung ist Gesundheit: Truhen geben, Fallen, Berührung und Geschosse nehmen, unter 1 ist der Tod).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="211"/>
        <source>bump (attack by walking into a monster) or screen (touching one opens a battle screen).</source>
        <translation>bump (Angriff, indem man in ein Monster läuft) oder screen (eine Berührung öffnet einen Kampfbildschirm).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="213"/>
        <source>persistent (levels keep their state when left) or disposable (rooms made anew, kept only in a history).</source>
        <translation>persistent (Ebenen behalten ihren Zustand beim Verlassen) oder disposable (Räume werden neu gemacht und nur in einem Verlauf behalten).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="217"/>
        <source>With bump battles, what walking into a monster does: attack (a blow) or contact (the monster&apos;s contact dice come off the hero; the hero attacks with bolts).</source>
        <translation>Bei Kämpfen durch Anrempeln, was das Hineinlaufen in ein Monster bewirkt: attack (ein Schlag) oder contact (die Berührungswürfel des Monsters gehen vom Helden ab; der Held greift mit Geschossen an).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="222"/>
        <source>Room by room: the steps the hero takes in a room before its doors lead on (0 to 100; 0: at once).</source>
        <translation>Raum für Raum: die Schritte, die der Held in einem Raum macht, bevor dessen Türen weiterführen (0 bis 100; 0: sofort).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="225"/>
        <source>How a chasing monster sees the hero: line (within its sight and no wall between) or radius (within its sight, walls or not).</source>
        <translation>Wie ein verfolgendes Monster den Helden sieht: line (in Sichtweite und keine Wand dazwischen) oder radius (in Sichtweite, mit oder ohne Wände).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="229"/>
        <source>Turns on the map per point of MP the hero gets back by itself (0 to 10000; 0: none).</source>
        <translation>Züge auf der Karte je MP-Punkt, den der Held von selbst zurückerhält (0 bis 10000; 0: keiner).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="233"/>
        <source>How far the hero is heard by sleeping monsters, in cells (1 to 40): halved while waiting or resting, doubled when firing or casting.</source>
        <translation>Wie weit schlafende Monster den Helden hören, in Feldern (1 bis 40): halbiert beim Warten oder Ausruhen, verdoppelt beim Schießen oder Zaubern.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="237"/>
        <source>open (doors are open doorways) or closing (a door is shut whenever nothing stands in it, and a shut door blocks sight and missiles).</source>
        <translation>open (Türen sind offene Durchgänge) oder closing (eine Tür ist zu, solange niemand in ihr steht, und eine geschlossene Tür hält Sicht und Geschosse auf).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="241"/>
        <source>any (a ranged monster shoots from any cell that sees the hero) or straight (only along his row or column, or a diagonal where moves are 8-way: a line he can shoot back along).</source>
        <translation>any (ein Fernkämpfer schießt von jedem Feld, das den Helden sieht) oder straight (nur entlang seiner Zeile oder Spalte, bei 8 Richtungen auch diagonal: eine Linie, auf der er zurückschießen kann).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="246"/>
        <source>The chance in per cent (0 to 100) that a door on a loop is secret when its level is made: a wall until the hero searches beside it.</source>
        <translation>Die Chance in Prozent (0 bis 100), dass eine Tür auf einem Rundweg beim Erzeugen der Ebene geheim ist: eine Wand, bis der Held daneben sucht.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="250"/>
        <source>The chance in per cent (0 to 100) that a level gets a lake of deep water, where the hero swims and what he carries may float away.</source>
        <translation>Die Wahrscheinlichkeit in Prozent (0 bis 100), dass eine Ebene einen See aus tiefem Wasser bekommt, in dem der Held schwimmt und was er trägt davontreiben kann.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="254"/>
        <source>The chance in per cent (0 to 100) that a level gets a lake of lava, death to whoever steps in.</source>
        <translation>Die Wahrscheinlichkeit in Prozent (0 bis 100), dass eine Ebene einen Lavasee bekommt, tödlich für jeden, der hineintritt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="257"/>
        <source>The chance in per cent (0 to 100) that a level gets a chasm, a fall to the next depth, bridged where it cuts the way.</source>
        <translation>Die Wahrscheinlichkeit in Prozent (0 bis 100), dass eine Ebene einen Abgrund bekommt, einen Sturz auf die nächste Tiefe, überbrückt, wo er den Weg schneidet.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="261"/>
        <source>The chance in per cent (0 to 100) that a level gets patches of tall grass, which block sight.</source>
        <translation>Die Wahrscheinlichkeit in Prozent (0 bis 100), dass eine Ebene Flecken hohen Grases bekommt, die die Sicht versperren.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="264"/>
        <source>The most cells a lake or chasm covers (4 to 400).</source>
        <translation>Die meisten Felder, die ein See oder Abgrund bedeckt (4 bis 400).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="266"/>
        <source>The chance in per cent (0 to 100), each turn the hero spends in deep water, that an item he carries unequipped floats away.</source>
        <translation>Die Wahrscheinlichkeit in Prozent (0 bis 100), in jedem Zug des Helden im tiefen Wasser, dass ein nicht angelegter Gegenstand, den er trägt, davontreibt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="270"/>
        <source>The damage a fall into a chasm does, in HP (dice or a whole number).</source>
        <translation>Der Schaden eines Sturzes in einen Abgrund, in LP (Würfel oder eine ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="273"/>
        <source>Turns on the map per point of HP the hero gets back by itself, with hp health (0 to 10000; 0: none).</source>
        <translation>Züge auf der Karte je Punkt HP, den der Held von selbst zurückerhält, bei Gesundheit hp (0 bis 10000; 0: keiner).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="276"/>
        <source>Whether hint boxes wait for Enter (true) or are notices that do not stop play (false).</source>
        <translation>Ob Hinweisfenster auf Enter warten (true) oder Hinweise sind, die das Spiel nicht anhalten (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="280"/>
        <source>roguelike (a key per menu) or report (I opens the four menus as one deck, Left and Right switch).</source>
        <translation>roguelike (eine Taste je Menü) oder report (I öffnet die vier Menüs als ein Stapel, Links und Rechts wechseln).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="283"/>
        <source>Whether A and D turn the hero and W steps forward (true) or W, A, S and D move (false).</source>
        <translation>Ob A und D den Helden drehen und W vorwärts schreitet (true) oder W, A, S und D gehen (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="286"/>
        <source>How many directions the hero and monsters move in: 4 or 8.</source>
        <translation>In wie viele Richtungen sich Held und Monster bewegen: 4 oder 8.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="289"/>
        <source>Whether the hero sees only what is in sight (false shows whole rooms).</source>
        <translation>Ob der Held nur sieht, was in Sichtweite ist (false zeigt ganze Räume).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="292"/>
        <source>How far the hero sees, in cells (1 to 40).</source>
        <translation>Wie weit der Held sieht, in Feldern (1 bis 40).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="294"/>
        <source>How many levels the dungeon has (1 to 99); the depth bands must cover them all.</source>
        <translation>Wie viele Ebenen das Verlies hat (1 bis 99); die Tiefenbereiche müssen alle abdecken.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="298"/>
        <source>Where the stairs down stand: far (in the half of the level farthest from the arrival) or anywhere (any floor cell the level below shares).</source>
        <translation>Wo die Treppe nach unten steht: far (in der Hälfte der Ebene, die am weitesten von der Ankunft entfernt ist) oder anywhere (auf jedem Bodenfeld, das die Ebene darunter teilt).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="302"/>
        <source>Which dead ends a maze&apos;s treasures and chips take: farthest (from the entrance first) or random (each drawn from those left).</source>
        <translation>Welche Sackgassen die Schätze und Chips eines Labyrinths belegen: farthest (die vom Eingang entferntesten zuerst) oder random (jede aus den übrigen gezogen).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="306"/>
        <source>Wandering monsters: the mean turns between two arriving on the hero&apos;s level, out of his sight (0 to 100000; 0: none).</source>
        <translation>Wandernde Monster: die mittlere Zahl der Züge zwischen zwei, die auf der Ebene des Helden ankommen, außer Sicht (0 bis 100000; 0: keine).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="310"/>
        <source>The most monsters that arrived alive on a level at once (1 to 100).</source>
        <translation>Höchstens so viele angekommene Monster leben zugleich auf einer Ebene (1 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="313"/>
        <source>The table an arriving monster is rolled on; none: the depth band&apos;s monsters table.</source>
        <translation>Die Tabelle, auf der ein ankommendes Monster gewürfelt wird; keine: die Monstertabelle des Tiefenbereichs.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="316"/>
        <source>The hero&apos;s name when the player gives none.</source>
        <translation>Der Name des Helden, wenn der Spieler keinen angibt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="318"/>
        <source>The hero&apos;s attributes at the start (whole numbers; HP above 0).</source>
        <translation>Die Werte des Helden zu Beginn (ganze Zahlen; HP über 0).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="321"/>
        <source>When XP is health: the XP the hero starts with (1 to 1000000).</source>
        <translation>Wenn EP die Gesundheit sind: die EP, mit denen der Held beginnt (1 bis 1000000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="324"/>
        <source>The experience each level starts at, rising from 0 (whole numbers separated by commas).</source>
        <translation>Die Erfahrung, bei der jede Stufe beginnt, steigend ab 0 (ganze Zahlen, durch Kommas getrennt).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="327"/>
        <source>What each level gained adds to the hero&apos;s attributes (whole numbers).</source>
        <translation>Was jede gewonnene Stufe zu den Werten des Helden addiert (ganze Zahlen).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="330"/>
        <source>A critical hit&apos;s damage, in per cent of a hit (100 to 1000).</source>
        <translation>Der Schaden eines kritischen Treffers, in Prozent eines Treffers (100 bis 1000).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="333"/>
        <source>The damage a defender takes, in per cent (0 to 100).</source>
        <translation>Der Schaden, den ein Verteidiger nimmt, in Prozent (0 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="335"/>
        <source>Whether the hero can fire bolts on the map.</source>
        <translation>Ob der Held auf der Karte Geschosse abfeuern kann.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="337"/>
        <source>A bolt&apos;s damage to a monster, in HP (dice or a whole number).</source>
        <translation>Der Schaden eines Geschosses an einem Monster, in LP (Würfel oder ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="340"/>
        <source>What firing a bolt costs the hero, in XP (dice or a whole number).</source>
        <translation>Was ein Geschoss den Helden kostet, in EP (Würfel oder ganze Zahl).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="343"/>
        <source>Whether attack spells fly as bolts on the map.</source>
        <translation>Ob Angriffszauber auf der Karte als Geschosse fliegen.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="345"/>
        <source>The element points that unlock spell levels 1, 2 and 3 (three rising whole numbers).</source>
        <translation>Die Elementpunkte, die die Zauberstufen 1, 2 und 3 freischalten (drei steigende ganze Zahlen).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="349"/>
        <source>The restricting element&apos;s damage multiplier as a fraction: numerator, denominator (1 to 1000 each, from 1 to 10).</source>
        <translation>Der Schadensfaktor des überlegenen Elements als Bruch: Zähler, Nenner (je 1 bis 1000, von 1 bis 10).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="353"/>
        <source>The element Water restricts (the element cycle).</source>
        <translation>Das Element, das Wasser bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="355"/>
        <source>The element Fire restricts (the element cycle).</source>
        <translation>Das Element, das Feuer bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="357"/>
        <source>The element Wood restricts (the element cycle).</source>
        <translation>Das Element, das Holz bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="359"/>
        <source>The element Earth restricts (the element cycle).</source>
        <translation>Das Element, das Erde bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="361"/>
        <source>The element Holy restricts (the element cycle).</source>
        <translation>Das Element, das Heilig bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="363"/>
        <source>The element Evil restricts (the element cycle).</source>
        <translation>Das Element, das Böse bezwingt (der Elementkreis).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="365"/>
        <source>How often a monster acts on its character in a battle, in per cent (0 to 100).</source>
        <translation>Wie oft ein Monster im Kampf nach seinem Wesen handelt, in Prozent (0 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="369"/>
        <source>A raging monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Die Werte eines wütenden Monsters in Prozent seiner eigenen (0 bis 1000; leer: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="373"/>
        <source>A calm monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Die Werte eines ruhigen Monsters in Prozent seiner eigenen (0 bis 1000; leer: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="377"/>
        <source>A timid monster&apos;s attributes, in per cent of its own (0 to 1000; empty: 100).</source>
        <translation>Die Werte eines ängstlichen Monsters in Prozent seiner eigenen (0 bis 1000; leer: 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="381"/>
        <source>The share of chests that are trapped, in per cent (0 to 100).</source>
        <translation>Der Anteil der Truhen mit Falle, in Prozent (0 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="384"/>
        <source>The share of the other chests that are a monster, in per cent (0 to 100).</source>
        <translation>Der Anteil der übrigen Truhen, die ein Monster sind, in Prozent (0 bis 100).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="388"/>
        <source>The trap a trapped chest springs (a trap id).</source>
        <translation>Die Falle, die eine Fallentruhe auslöst (eine Fallen-ID).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="390"/>
        <source>The monster a mimic chest turns into (a monster id).</source>
        <translation>Das Monster, zu dem eine Mimik-Truhe wird (eine Monster-ID).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="392"/>
        <source>Whether walking into a chest steps onto it and opens it there (true) or opens it from beside (false).</source>
        <translation>Ob das Hineinlaufen in eine Truhe auf sie tritt und sie dort öffnet (true) oder sie von nebenan öffnet (false).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="395"/>
        <source>Whether the way down opens only when every chip of the level is picked up.</source>
        <translation>Ob sich der Weg nach unten erst öffnet, wenn jeder Chip der Ebene aufgehoben ist.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="399"/>
        <source>Whether each piece of equipment can be found only once a game.</source>
        <translation>Ob jedes Ausrüstungsstück nur einmal je Spiel gefunden werden kann.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="402"/>
        <source>Points for reaching a new level.</source>
        <translation>Punkte für das Erreichen einer neuen Stufe.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="404"/>
        <source>Points for opening a treasure.</source>
        <translation>Punkte für das Öffnen eines Schatzes.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="406"/>
        <source>Points for picking up a chip.</source>
        <translation>Punkte für das Aufheben eines Chips.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="407"/>
        <source>Points for each kill.</source>
        <translation>Punkte für jeden Sieg.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="408"/>
        <source>Points for winning.</source>
        <translation>Punkte für den Gewinn.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="410"/>
        <source>The item to carry back up to win (an item id); none: no win.</source>
        <translation>Der Gegenstand, der zum Gewinnen hinaufgetragen wird (eine Gegenstands-ID); keiner: kein Gewinn.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="413"/>
        <source>The depth where the win item lies (1 to 99).</source>
        <translation>Die Tiefe, in der der Siegesgegenstand liegt (1 bis 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="415"/>
        <source>The depth to bring the win item back to (1 to 99).</source>
        <translation>Die Tiefe, zu der der Siegesgegenstand zurückgebracht wird (1 bis 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="416"/>
        <source>The first depth of the band (1 to 99).</source>
        <translation>Die erste Tiefe des Bereichs (1 bis 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="417"/>
        <source>The last depth of the band (1 to 99).</source>
        <translation>Die letzte Tiefe des Bereichs (1 bis 99).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="419"/>
        <source>A table whose rows&apos; values are generator settings (rooms, caves, maze, chambers).</source>
        <translation>Eine Tabelle, deren Zeilenwerte Generatoreinstellungen sind (rooms, caves, maze, chambers).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="423"/>
        <source>The table each monster of a level is rolled on.</source>
        <translation>Die Tabelle, auf der jedes Monster einer Ebene gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="425"/>
        <source>How many monsters a level rolls (dice; may use depth).</source>
        <translation>Wie viele Monster eine Ebene würfelt (Würfel; darf depth verwenden).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="428"/>
        <source>The table each item of a level is rolled on (it may give monsters and traps too).</source>
        <translation>Die Tabelle, auf der jeder Gegenstand einer Ebene gewürfelt wird (sie kann auch Monster und Fallen geben).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="432"/>
        <source>How many items a level rolls (dice; may use depth).</source>
        <translation>Wie viele Gegenstände eine Ebene würfelt (Würfel; darf depth verwenden).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="434"/>
        <source>The table each trap of a level is rolled on.</source>
        <translation>Die Tabelle, auf der jede Falle einer Ebene gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="436"/>
        <source>How many traps a level rolls (dice; may use depth).</source>
        <translation>Wie viele Fallen eine Ebene würfelt (Würfel; darf depth verwenden).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="437"/>
        <source>The table a chest&apos;s loot is rolled on when it is opened.</source>
        <translation>Die Tabelle, auf der die Beute einer Truhe beim Öffnen gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="440"/>
        <source>How many chests a level has (dice; may use depth).</source>
        <translation>Wie viele Truhen eine Ebene hat (Würfel; darf depth verwenden).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="442"/>
        <source>The table each chip of a level is rolled on.</source>
        <translation>Die Tabelle, auf der jeder Chip einer Ebene gewürfelt wird.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="444"/>
        <source>How many chips a level rolls (dice; may use depth).</source>
        <translation>Wie viele Chips eine Ebene würfelt (Würfel; darf depth verwenden).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="446"/>
        <source>A table whose rows&apos; values are vaults (a &quot;grid&quot; of strings and its tables); with the ruleset&apos;s vaults chance, a level gets one of them.</source>
        <translation>Eine Tabelle, deren Zeilenwerte Gewölbe sind (ein &quot;grid&quot; aus Zeichenketten und seine Tabellen); mit der Gewölbe-Chance des Regelwerks bekommt eine Ebene eines davon.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="450"/>
        <source>The mean turns between monsters arriving on a level of the band, instead of the ruleset&apos;s (0 to 100000; 0: none).</source>
        <translation>Die mittlere Zahl der Züge zwischen Monstern, die auf einer Ebene des Bereichs ankommen, statt der des Regelwerks (0 bis 100000; 0: keine).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="454"/>
        <source>The tileset&apos;s look its levels are drawn in (a name of the tileset&apos;s looks); none: the base tiles.</source>
        <translation>Das Aussehen des Kachelsatzes, in dem seine Ebenen gezeichnet werden (ein Name aus den Looks des Kachelsatzes); keiner: die Grundkacheln.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="458"/>
        <source>The chance in per cent (0 to 100) that a level whose band names a vault table gets a vault, carved into the rock beside the way.</source>
        <translation>Die Chance in Prozent (0 bis 100), dass eine Ebene, deren Band eine Gewölbetabelle nennt, ein Gewölbe bekommt, in den Fels neben dem Weg gehauen.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="462"/>
        <source>The key item (kind key) laid elsewhere on a level whose vault has a locked door (L).</source>
        <translation>Der Schlüssel (Art key), der anderswo auf einer Ebene liegt, deren Gewölbe eine verschlossene Tür (L) hat.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="466"/>
        <source>The price in gold (0 to 1000000) of an item for sale in a shop whose record gives no price.</source>
        <translation>Der Preis in Gold (0 bis 1000000) eines Gegenstands im Laden, dessen Eintrag keinen Preis nennt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="470"/>
        <source>What it costs in a vault&apos;s shop, in gold (0 to 1000000; 0: the ruleset&apos;s vaults price).</source>
        <translation>Was er im Laden eines Gewölbes kostet, in Gold (0 bis 1000000; 0: der Gewölbepreis des Regelwerks).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="573"/>
        <source>The pack&apos;s id: reverse-DNS in lower case (org.example.my-pack). Other packs name it by it; saves and high scores remember it.</source>
        <translation>Die ID des Pakets: umgekehrtes DNS in Kleinbuchstaben (org.example.my-pack). Andere Pakete nennen es so; Spielstände und Bestenlisten merken sie sich.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="578"/>
        <source>The pack&apos;s name, as New game and the Editor show it.</source>
        <translation>Der Name des Pakets, wie „Neues Spiel“ und der Editor ihn zeigen.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="581"/>
        <source>The pack&apos;s version, MAJOR.MINOR.PATCH (1.0.0); packs that build on it may ask for a range of versions.</source>
        <translation>Die Version des Pakets, MAJOR.MINOR.PATCH (1.0.0); Pakete, die darauf aufbauen, können einen Versionsbereich verlangen.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="585"/>
        <source>Who made the pack: names separated by commas (at least one).</source>
        <translation>Wer das Paket gemacht hat: Namen, durch Kommas getrennt (mindestens einer).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="589"/>
        <source>What a player finds in this pack, shown under its name in New game.</source>
        <translation>Was ein Spieler in diesem Paket findet, unter seinem Namen in „Neues Spiel“ gezeigt.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="593"/>
        <source>The versions of the game it works with, e.g. &gt;=0.1.0 &lt;1.0.0 (a warning when the game is outside them).</source>
        <translation>Die Versionen des Spiels, mit denen es läuft, z. B. &gt;=0.1.0 &lt;1.0.0 (eine Warnung, wenn das Spiel außerhalb liegt).</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="598"/>
        <source>The dungeon generator&apos;s version the pack was made with: a seed makes the same dungeon only with the same version.</source>
        <translation>Die Version des Dungeon-Generators, mit der das Paket gemacht wurde: ein Startwert ergibt nur mit derselben Version denselben Dungeon.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="603"/>
        <source>The licence its contents are under, e.g. CC-BY-4.0.</source>
        <translation>Die Lizenz seiner Inhalte, z. B. CC-BY-4.0.</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSchema.cpp" line="606"/>
        <source>The language its texts are written in, as a code (en, de, pt_BR); a translation&apos;s texts show instead in theirs.</source>
        <translation>Die Sprache, in der seine Texte geschrieben sind, als Code (en, de, pt_BR); in ihrer Sprache zeigen sich stattdessen die Texte einer Übersetzung.</translation>
    </message>
</context>
<context>
    <name>pd::RecordSheet</name>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="23"/>
        <source>won %</source>
        <translation>gewonnen %</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="24"/>
        <source>fled %</source>
        <translation>geflohen %</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="25"/>
        <source>hero died %</source>
        <translation>Held tot %</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="83"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="119"/>
        <source>Sheet</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="120"/>
        <source>Sheet of the records</source>
        <translation>Übersicht der Einträge</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="121"/>
        <source>Battles per monster</source>
        <translation>Kämpfe je Monster</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="122"/>
        <source>Simulate battles</source>
        <translation>Kämpfe simulieren</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="123"/>
        <source>Each monster fights this many battles against a hero of its level (as permadungeon-cli balance does)</source>
        <translation>Jedes Monster kämpft so viele Kämpfe gegen einen Helden seiner Stufe (wie permadungeon-cli balance)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="125"/>
        <source> battles</source>
        <translation> Kämpfe</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="128"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="129"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="130"/>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="131"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="243"/>
        <source>Simulating %n battles a monster…</source>
        <translation>
            <numerusform>Simuliere %n Kampf je Monster…</numerusform>
            <numerusform>Simuliere %n Kämpfe je Monster…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="261"/>
        <source>%n monster(s) simulated.</source>
        <translation>
            <numerusform>%n Monster simuliert.</numerusform>
            <numerusform>%n Monster simuliert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RecordWords</name>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="16"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="18"/>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="20"/>
        <source>spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="22"/>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="24"/>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="39"/>
        <source>%1, tier %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="46"/>
        <source>%1, level %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="52"/>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="54"/>
        <location filename="../editor/records/RecordWords.cpp" line="64"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="89"/>
        <location filename="../editor/records/RecordWords.cpp" line="119"/>
        <source>%1 #%2</source>
        <translation>%1 Nr. %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="95"/>
        <source>ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="97"/>
        <source>manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="99"/>
        <source>tileset</source>
        <translation>Kachelsatz</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="101"/>
        <source>sounds</source>
        <translation>Klänge</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="113"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="115"/>
        <source>band %1</source>
        <translation>Tiefenbereich %1</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordWords.cpp" line="117"/>
        <source>part %1</source>
        <translation>Teil %1</translation>
    </message>
</context>
<context>
    <name>pd::RenameDialog</name>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="22"/>
        <location filename="../editor/workspace/RenameDialog.cpp" line="34"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="24"/>
        <source>New id for the %1 &quot;%2&quot; (every reference to it follows):</source>
        <translation>Neue ID für „%2“ (%1) (jeder Verweis darauf folgt):</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="56"/>
        <source>The pack has no %1 &quot;%2&quot; of its own.</source>
        <translation>Das Paket hat kein eigenes „%2“ (%1).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="58"/>
        <source>An id cannot be empty.</source>
        <translation>Eine ID darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="69"/>
        <source>&quot;%1&quot; is not an id: use lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, starting with a letter (at most 64).</source>
        <translation>„%1“ ist keine ID: Verwende Kleinbuchstaben, Ziffern, „-“ und „_“, beginnend mit einem Buchstaben (höchstens 64).</translation>
    </message>
    <message>
        <location filename="../editor/workspace/RenameDialog.cpp" line="73"/>
        <source>Another %1 is called &quot;%2&quot;.</source>
        <translation>Ein anderer Eintrag (%1) heißt bereits „%2“.</translation>
    </message>
</context>
<context>
    <name>pd::RunControl</name>
    <message>
        <location filename="../app/game/RunControl.cpp" line="39"/>
        <source>The pack cannot be played</source>
        <translation>Das Paket kann nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="40"/>
        <source>%1 has errors:

%2</source>
        <translation>%1 hat Fehler:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="57"/>
        <source>The saved run cannot be continued</source>
        <translation>Der gespeicherte Lauf kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="67"/>
        <source>The replay cannot be played</source>
        <translation>Die Aufzeichnung kann nicht abgespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="68"/>
        <source>%1:

%2</source>
        <translation>%1:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="87"/>
        <source>%1&apos;s run is in play (turn %2). A new run gives it up for good.</source>
        <translation>Der Lauf von %1 ist im Gange (Zug %2). Ein neuer Lauf gibt ihn endgültig auf.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="91"/>
        <source>A saved run is waiting to be continued. A new run gives it up for good.</source>
        <translation>Ein gespeicherter Lauf wartet darauf, fortgesetzt zu werden. Ein neuer Lauf gibt ihn endgültig auf.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="92"/>
        <source>Give up the run?</source>
        <translation>Den Lauf aufgeben?</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="95"/>
        <source>Preferences ▸ Game can turn this question off.</source>
        <translation>Unter Einstellungen ▸ Spiel lässt sich diese Frage abschalten.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="96"/>
        <source>&amp;Give it up</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="97"/>
        <location filename="../app/game/RunControl.cpp" line="124"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="109"/>
        <source>The run could not be saved</source>
        <translation>Der Lauf konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="110"/>
        <source>%1&apos;s run could not be saved: %2</source>
        <translation>Der Lauf von %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="115"/>
        <source>Without a save, turns %1–%2 are lost: the next start continues at turn %3.</source>
        <translation>Ohne Speichern gehen die Züge %1–%2 verloren: Der nächste Start macht bei Zug %3 weiter.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="119"/>
        <source>Without a save, the whole run is lost (turns 1–%1).</source>
        <translation>Ohne Speichern geht der ganze Lauf verloren (Züge 1–%1).</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="120"/>
        <source>&amp;Try again</source>
        <translation>&amp;Nochmal versuchen</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="142"/>
        <source>The run is open in another window</source>
        <translation>Der Lauf ist in einem anderen Fenster offen</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="143"/>
        <source>Your saved run is being played in another Permadungeon window (process %1), so this window cannot play it too.</source>
        <translation>Dein gespeicherter Lauf wird in einem anderen Permadungeon-Fenster gespielt (Prozess %1), darum kann dieses Fenster ihn nicht auch spielen.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="148"/>
        <source>Start a new run here, watch that one as it is played (nothing is written), or quit.</source>
        <translation>Beginne hier einen neuen Lauf, schau dem anderen beim Spielen zu (es wird nichts geschrieben) oder beende.</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="150"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="154"/>
        <source>&amp;Watch it</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <location filename="../app/game/RunControl.cpp" line="157"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>pd::RunEndView</name>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="123"/>
        <source>&amp;New run (N)</source>
        <translation>&amp;Neuer Lauf (N)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="125"/>
        <source>Same &amp;seed (R)</source>
        <translation>Gleicher &amp;Startwert (R)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="141"/>
        <source>The replay ends as it was recorded: the same turn, the same state.</source>
        <translation>Die Wiederholung endet wie aufgezeichnet: derselbe Zug, derselbe Zustand.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="143"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>Die Wiederholung endet nicht wie aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="156"/>
        <source>The replay ends here</source>
        <translation>Die Wiederholung endet hier</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="157"/>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="158"/>
        <source>You have experienced PERMADEATH.</source>
        <translation>Du hast den ENDGÜLTIGEN TOD erlitten.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="159"/>
        <source>You have died</source>
        <translation>Du bist gestorben</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="164"/>
        <source>%1 is alive, the run goes on.</source>
        <translation>%1 lebt, der Lauf geht weiter.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="166"/>
        <source>%1 won the run.</source>
        <translation>%1 hat den Lauf gewonnen.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="167"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="172"/>
        <source>Room %1 · %2 turns · score %3 · %n kill(s)</source>
        <translation>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Sieg</numerusform>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="176"/>
        <source>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)</source>
        <translation>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Sieg</numerusform>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="181"/>
        <source>Seed %1 · pack %2</source>
        <translation>Startwert %1 · Paket %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="184"/>
        <source>A replay: this run is rank %1 in the high-score table.</source>
        <translation>Eine Aufzeichnung: Dieser Lauf steht auf Platz %1 der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="186"/>
        <source>A replay: this run is not in the high-score table.</source>
        <translation>Eine Aufzeichnung: Dieser Lauf steht nicht in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="188"/>
        <source>Rank %1 in the high-score table.</source>
        <translation>Platz %1 in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="189"/>
        <source>Not in the high-score table this time.</source>
        <translation>Diesmal nicht in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="195"/>
        <source>The last blows</source>
        <translation>Die letzten Treffer</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="212"/>
        <source>☠ %1</source>
        <translation>☠ %1</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="221"/>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Depth / room</source>
        <translation>Tiefe / Raum</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="248"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="26"/>
        <source>The run&apos;s end</source>
        <translation>Das Ende des Laufs</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="250"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="260"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="279"/>
        <source>Esc: back to the map · N: a new run · R: the same seed again</source>
        <translation>Esc: zurück zur Karte · N: ein neuer Lauf · R: derselbe Seed noch einmal</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="280"/>
        <source>N: a new run · R: the same seed again</source>
        <translation>N: ein neuer Lauf · R: derselbe Startwert noch einmal</translation>
    </message>
</context>
<context>
    <name>pd::SaveBanner</name>
    <message>
        <location filename="../app/game/SaveBanner.cpp" line="35"/>
        <source>Your run cannot be saved: %1</source>
        <translation>Dein Lauf kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/SaveBanner.cpp" line="38"/>
        <source>Quitting now would lose turns %1–%2. Play on: the run is saved again as soon as the disk lets it.</source>
        <translation>Jetzt zu beenden würde die Züge %1–%2 verlieren. Spiel weiter: Der Lauf wird wieder gespeichert, sobald der Datenträger es zulässt.</translation>
    </message>
</context>
<context>
    <name>pd::SearchDock</name>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="106"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="107"/>
        <location filename="../editor/search/SearchDock.cpp" line="108"/>
        <source>Find in the whole pack</source>
        <translation>Im ganzen Paket suchen</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="109"/>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="110"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>pd::SeedPreviewDock</name>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="454"/>
        <source>Seed preview</source>
        <translation>Startwert-Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="455"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="456"/>
        <source>A number, or any text (it is turned into a number)</source>
        <translation>Eine Zahl oder beliebiger Text (er wird in eine Zahl umgewandelt)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="457"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="458"/>
        <source>A random seed</source>
        <translation>Ein zufälliger Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="459"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="463"/>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="464"/>
        <source>Glyphs</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="465"/>
        <source>Play this seed</source>
        <translation>Diesen Startwert spielen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="467"/>
        <source>Play the pack as it is here, saved or not, at this seed and depth, in the Game tab</source>
        <translation>Das Paket so spielen, wie es hier ist, gespeichert oder nicht, mit diesem Startwert und dieser Tiefe, im Tab „Spiel“</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="468"/>
        <source>Play this pack</source>
        <translation>Dieses Paket spielen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="469"/>
        <source>Play the pack as it is here from the first level, at this seed</source>
        <translation>Das Paket so spielen, wie es hier ist, ab der ersten Ebene, mit diesem Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="470"/>
        <source>Override the generator:</source>
        <translation>Generator überschreiben:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="472"/>
        <source>For this preview only: the pack&apos;s generator settings stay as they are</source>
        <translation>Nur für diese Vorschau: Die Generator-Einstellungen des Pakets bleiben, wie sie sind</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="473"/>
        <source>width </source>
        <translation>Breite </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="474"/>
        <source>width as the pack</source>
        <translation>Breite wie im Paket</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="475"/>
        <source>height </source>
        <translation>Höhe </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="476"/>
        <source>height as the pack</source>
        <translation>Höhe wie im Paket</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="477"/>
        <source>more settings as JSON, e.g. &quot;fillPercent&quot;: 50</source>
        <translation>weitere Einstellungen als JSON, z. B. &quot;fillPercent&quot;: 50</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="493"/>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="487"/>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="494"/>
        <source>Contact sheet</source>
        <translation>Kontaktbogen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="460"/>
        <source>&amp;Large</source>
        <translation>&amp;Groß</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="462"/>
        <source>The preview over the window at most of the screen; again to put it back</source>
        <translation>Die Vorschau groß über dem Fenster; noch einmal, um sie zurückzusetzen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="478"/>
        <source>More generator settings as JSON</source>
        <translation>Weitere Generatoreinstellungen als JSON</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="479"/>
        <source>Level, contact sheet and figures</source>
        <translation>Ebene, Kontaktbogen und Zahlen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="480"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="481"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="482"/>
        <source>Level preview</source>
        <translation>Ebenenvorschau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="484"/>
        <source>N and P choose the next and the previous monster, item, trap or chest</source>
        <translation>N und P wählen das nächste und das vorige Monster, den Gegenstand, die Falle oder Truhe</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="485"/>
        <source>Figures and roll trace</source>
        <translation>Zahlen und Wurfspur</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="486"/>
        <source>Tab reaches each table&apos;s name; Enter opens it</source>
        <translation>Tab erreicht den Namen jeder Tabelle; Eingabe öffnet sie</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="488"/>
        <source>Enter or a double-click opens the seed</source>
        <translation>Eingabe oder ein Doppelklick öffnet den Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="489"/>
        <source>First seed</source>
        <translation>Erster Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="490"/>
        <source>Number of seeds</source>
        <translation>Anzahl der Startwerte</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="491"/>
        <source>Lowest value shown</source>
        <translation>Kleinster gezeigter Wert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="492"/>
        <source>Highest value shown</source>
        <translation>Größter gezeigter Wert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="495"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="496"/>
        <source>Impact of an edit</source>
        <translation>Auswirkung einer Änderung</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="497"/>
        <source>What the last edit changed in the dungeons, seed by seed</source>
        <translation>Was die letzte Änderung in den Kerkern bewirkt hat, Startwert für Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="498"/>
        <source>Seeds from</source>
        <translation>Startwerte ab</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="499"/>
        <source>count </source>
        <translation>Anzahl </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="500"/>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="501"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="502"/>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="503"/>
        <source>largest first</source>
        <translation>größte zuerst</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="504"/>
        <source>Show where</source>
        <translation>Zeigen, wo</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="505"/>
        <source>from </source>
        <translation>von </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="506"/>
        <source>to </source>
        <translation>bis </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="507"/>
        <source>pinned only</source>
        <translation>nur angeheftete</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="508"/>
        <source>&amp;With</source>
        <translation>&amp;Mit</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="509"/>
        <source>a monster, item or trap</source>
        <translation>ein Monster, Gegenstand oder eine Falle</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="510"/>
        <source>Only the seeds whose levels hold this monster, item or trap at a depth from 1 to the one beside; empty shows them all</source>
        <translation>Nur die Startwerte, deren Ebenen dieses Monster, diesen Gegenstand oder diese Falle in einer Tiefe von 1 bis zur daneben angegebenen enthalten; leer zeigt alle</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="512"/>
        <source>Seeds with this monster, item or trap</source>
        <translation>Startwerte mit diesem Monster, Gegenstand oder dieser Falle</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="513"/>
        <source>Monsters, items and traps of the pack</source>
        <translation>Monster, Gegenstände und Fallen des Pakets</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="514"/>
        <source>by depth </source>
        <translation>bis Tiefe </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="515"/>
        <source>Deepest depth looked at</source>
        <translation>Tiefste betrachtete Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="516"/>
        <source>Depths 1 to this one are made for each seed and looked at</source>
        <translation>Die Tiefen 1 bis zu dieser werden für jeden Startwert erzeugt und betrachtet</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="517"/>
        <source>Pin / unpin</source>
        <translation>Anheften / lösen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="518"/>
        <source>Pinned seeds stay on the sheet, first, whatever the range</source>
        <translation>Angeheftete Startwerte bleiben auf dem Bogen, ganz vorn, egal welcher Bereich</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>rooms</source>
        <translation>Räume</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>size (cells)</source>
        <translation>Größe (Felder)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="520"/>
        <source>chests</source>
        <translation>Truhen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>path length</source>
        <translation>Weglänge</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="521"/>
        <source>floor (‰)</source>
        <translation>Bodenanteil (‰)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="526"/>
        <source>Monsters per level</source>
        <translation>Monster je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="527"/>
        <source>Path length, arrival to the way down</source>
        <translation>Weglänge, Ankunft bis Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="528"/>
        <source>Floor share (%)</source>
        <translation>Bodenanteil (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="529"/>
        <source>Chests per level</source>
        <translation>Truhen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="643"/>
        <source>This level cannot be made: %1</source>
        <translation>Diese Ebene lässt sich nicht erzeugen: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="647"/>
        <source>&lt;h3&gt;Seed %1, depth %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Startwert %1, Tiefe %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="648"/>
        <source>&lt;p&gt;%1 level, %2×%3 cells, %4, floor %5%&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ebene vom Typ %1, %2×%3 Felder, %4, Bodenanteil %5 %&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="652"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>ein Raum</numerusform>
            <numerusform>%n Räume</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="657"/>
        <source>&lt;p&gt;No way down on this level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf dieser Ebene gibt es keinen Weg nach unten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="659"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the way down (blue ring).&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Schritte von der Ankunft (weißer Ring) bis zum Weg nach unten (blauer Ring).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="662"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the nearest other door.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Schritte von der Ankunft (weißer Ring) bis zur nächsten anderen Tür.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="685"/>
        <source>a chest (its loot from table %1)</source>
        <translation>eine Truhe (ihre Beute aus Tabelle %1)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="690"/>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="691"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="695"/>
        <source>&lt;h3&gt;Where it came from&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; at %2, %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Woher es kommt&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; bei %2, %3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="703"/>
        <source>&lt;p&gt;It came with its room: the room&apos;s contents are rolled on the &lt;i&gt;level&lt;/i&gt; stream (index %1) when the room is made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es kam mit seinem Raum: Der Inhalt eines Raums wird beim Erzeugen des Raums auf dem Strom &lt;i&gt;level&lt;/i&gt; (Index %1) ausgewürfelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="706"/>
        <source>&lt;p&gt;It came with its room: one roll of the room&apos;s contents table %1 on the &lt;i&gt;level&lt;/i&gt; stream (index %2) when the room was made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es kam mit seinem Raum: ein Wurf der Inhaltstabelle %1 des Raums auf dem Strom &lt;i&gt;level&lt;/i&gt; (Index %2), als der Raum entstand.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="713"/>
        <source>&lt;p&gt;It came with a vault: with the ruleset&apos;s vault chance, a roll on the &lt;i&gt;vault&lt;/i&gt; stream (index %1, the depth) chose a vault from table %2, and its cell&apos;s roll laid this.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es kam mit einem Gewölbe: Mit der Gewölbe-Chance des Regelwerks wählte ein Wurf auf dem Strom &lt;i&gt;vault&lt;/i&gt; (Index %1, die Tiefe) ein Gewölbe aus Tabelle %2, und der Wurf seiner Zelle legte dies hierher.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="719"/>
        <source>&lt;p&gt;The win condition&apos;s artefact: it lies on the cell farthest from the arrival (no roll).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Artefakt der Siegbedingung: Es liegt auf dem Feld, das am weitesten von der Ankunft entfernt ist (kein Wurf).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="721"/>
        <source>&lt;p&gt;Stream &lt;i&gt;%1&lt;/i&gt;, index %2 (the depth).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Strom &lt;i&gt;%1&lt;/i&gt;, Index %2 (die Tiefe).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="723"/>
        <source>&lt;p&gt;The band&apos;s chest count &lt;b&gt;%1&lt;/b&gt; gave %2; this is chest %3. What it holds is rolled from table %4 when it is opened.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Truhenanzahl &lt;b&gt;%1&lt;/b&gt; des Tiefenbereichs ergab %2; dies ist Truhe %3. Ihr Inhalt wird beim Öffnen aus Tabelle %4 ausgewürfelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="730"/>
        <source>&lt;p&gt;A chest&apos;s guard: one more roll of table %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Wächter einer Truhe: ein weiterer Wurf auf Tabelle %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="732"/>
        <source>&lt;p&gt;The band&apos;s count &lt;b&gt;%1&lt;/b&gt; gave %2 rolls of table %3; this came from roll %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Anzahl &lt;b&gt;%1&lt;/b&gt; des Tiefenbereichs ergab %2 Würfe auf Tabelle %3; dies stammt aus Wurf %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="746"/>
        <source>table %1: row %2</source>
        <translation>Tabelle %1: Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="747"/>
        <source>table %1: no row (a gap)</source>
        <translation>Tabelle %1: keine Zeile (eine Lücke)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="748"/>
        <source>, weighted pick at %1</source>
        <translation>, gewichtete Wahl bei %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="749"/>
        <source>, dice %1</source>
        <translation>, Würfel %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="754"/>
        <source>&lt;p&gt;The roll gave: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Wurf ergab: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="764"/>
        <source>&lt;p&gt;&lt;i&gt;Click a monster, item, trap or chest to see where it came from.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Klicke auf ein Monster, einen Gegenstand, eine Falle oder eine Truhe, um zu sehen, woher es kommt.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="865"/>
        <source>Generate a contact sheet to see its levels&apos; figures here.</source>
        <translation>Erzeuge einen Kontaktbogen, um hier die Kennzahlen seiner Ebenen zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="866"/>
        <source>Depth %1: %2 of %3 levels made</source>
        <translation>Tiefe %1: %2 von %3 Ebenen erzeugt</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="940"/>
        <source>“%1” is no monster, item or trap of the pack</source>
        <translation>„%1“ ist kein Monster, kein Gegenstand und keine Falle des Pakets</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="944"/>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 gezeigt</translation>
    </message>
</context>
<context>
    <name>pd::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="58"/>
        <source>Pages of the preferences</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="82"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="140"/>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="184"/>
        <source>Tiles (drawn pictures)</source>
        <translation>Kacheln (gezeichnete Bilder)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="185"/>
        <source>Glyphs (letters and signs)</source>
        <translation>Zeichen (Buchstaben und Symbole)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="186"/>
        <source>Default &amp;zoom:</source>
        <translation>Standard-&amp;Zoom:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="187"/>
        <source>Fit about 40 by 25 cells to the window</source>
        <translation>Etwa 40 mal 25 Felder ins Fenster einpassen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/settings/SettingsDialog.cpp" line="190"/>
        <source>%n pixel(s) a cell</source>
        <translation>
            <numerusform>%n Pixel je Feld</numerusform>
            <numerusform>%n Pixel je Feld</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="191"/>
        <source>&amp;Font size of the windows:</source>
        <translation>&amp;Schriftgröße der Fenster:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="192"/>
        <source>The system&apos;s</source>
        <translation>Die des Systems</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="193"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="194"/>
        <source>&amp;Colours of the map and the bars:</source>
        <translation>&amp;Farben der Karte und der Balken:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="195"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="196"/>
        <source>Deuteranopia (green weak: reds and greens apart)</source>
        <translation>Deuteranopie (Grünschwäche: Rot und Grün getrennt)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="197"/>
        <source>Protanopia (red weak: reds and greens apart)</source>
        <translation>Protanopie (Rotschwäche: Rot und Grün getrennt)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="198"/>
        <source>Tritanopia (blue weak: blues and yellows apart)</source>
        <translation>Tritanopie (Blauschwäche: Blau und Gelb getrennt)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="199"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="200"/>
        <source>Applied at once to the map, its figures, the health, magic and experience bars and the Game tab&apos;s panels.</source>
        <translation>Sofort angewandt auf die Karte, ihre Figuren, die Lebens-, Magie- und Erfahrungsbalken und die Leisten des Spiel-Tabs.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="205"/>
        <source>Applied at once to the Game tab&apos;s panels, menus and boxes.</source>
        <translation>Sofort angewandt auf die Leisten, Menüs und Fenster des Spiel-Tabs.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="202"/>
        <source>Game &amp;panels:</source>
        <translation>Spiel&amp;leisten:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="183"/>
        <source>Map s&amp;hows:</source>
        <translation>&amp;Karte zeigt:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="203"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="204"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="206"/>
        <source>Open the game&apos;s &amp;menus beside the map, keeping it in view</source>
        <translation>Die &amp;Menüs des Spiels neben der Karte öffnen, sodass sie sichtbar bleibt</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="234"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="256"/>
        <source>&amp;Effects:</source>
        <translation>&amp;Effekte:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="257"/>
        <source>M&amp;usic:</source>
        <translation>M&amp;usik:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="258"/>
        <source>&amp;Mute everything (Shift+M in the game)</source>
        <translation>Alles &amp;stumm (Umschalt+M im Spiel)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="279"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="294"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="298"/>
        <source>The system&apos;s (%1)</source>
        <translation>Die des Systems (%1)</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="299"/>
        <source>Applied at once to the menus, the panels, the log and the editor. Texts a window wrote before the change (a dialog already open, the run&apos;s last report) keep their language until they are shown again.</source>
        <translation>Wird sofort auf die Menüs, die Leisten, das Protokoll und den Editor angewandt. Texte, die ein Fenster vor der Änderung geschrieben hat (ein schon offener Dialog, der letzte Bericht des Laufs), behalten ihre Sprache, bis sie neu gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="314"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="336"/>
        <source>&amp;Animation speed:</source>
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="337"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="338"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="339"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="340"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="341"/>
        <source>&amp;Save the run every:</source>
        <translation>Lauf &amp;speichern alle:</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="342"/>
        <source> turns</source>
        <translation> Züge</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="343"/>
        <source>A run is also saved on every new level or room and when the window closes.</source>
        <translation>Ein Lauf wird außerdem bei jeder neuen Ebene oder jedem neuen Raum und beim Schließen des Fensters gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="345"/>
        <source>As&amp;k before giving up a run in play</source>
        <translation>&amp;Nachfragen, bevor ein laufendes Spiel aufgegeben wird</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="346"/>
        <source>&amp;Pick up gold, medicine and the like when you step on them</source>
        <translation>Gold, Arznei und Ähnliches beim Betreten &amp;aufheben</translation>
    </message>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="347"/>
        <source>Gold, treasure, medicine, scrolls, wands, thrown weapons and keys. Equipment and goods for sale are left for the pickup key.</source>
        <translation>Gold, Schätze, Arznei, Schriftrollen, Zauberstäbe, Wurfwaffen und Schlüssel. Ausrüstung und Waren zum Verkauf bleiben für die Aufheben-Taste liegen.</translation>
    </message>
</context>
<context>
    <name>pd::SpellsPanel</name>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="48"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="49"/>
        <source>Cast</source>
        <translation>Zaubern</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="53"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="65"/>
        <source>%1 — %n point(s)</source>
        <translation>
            <numerusform>%1 — %n Punkt</numerusform>
            <numerusform>%1 — %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="81"/>
        <source>This dungeon has no spells.</source>
        <translation>In diesem Verlies gibt es keine Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="124"/>
        <source>%1, level %2, %3 · %4 MP</source>
        <translation>%1, Stufe %2, %3 · %4 MP</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="135"/>
        <source>Does %1 damage, not lessened by defence; a third more against an element it restricts.</source>
        <translation>Macht %1 Schaden, von Abwehr nicht gemindert; ein Drittel mehr gegen ein Element, das es bezwingt.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="141"/>
        <source>Heals %1 HP (you have %2 of %3).</source>
        <translation>Heilt %1 LP (du hast %2 von %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="145"/>
        <source>Gives you %1 for %n round(s).</source>
        <translation>
            <numerusform>Gibt dir %1 für %n Runde.</numerusform>
            <numerusform>Gibt dir %1 für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="151"/>
        <source>Gives the enemy %1 for %n round(s).</source>
        <translation>
            <numerusform>Gibt dem Gegner %1 für %n Runde.</numerusform>
            <numerusform>Gibt dem Gegner %1 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="158"/>
        <source>Does: %1.</source>
        <translation>Wirkt: %1.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="165"/>
        <source>Strength %1: power %2 + %3 point(s) of %4 × %5.</source>
        <translation>Stärke %1: Kraft %2 + %3 Punkt(e) %4 × %5.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="175"/>
        <source>Opens at %1 points of %2; you have %3.</source>
        <translation>Öffnet sich bei %1 Punkten %2; du hast %3.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="183"/>
        <source>It flies like a bolt: aim it at a cell or in a direction.</source>
        <translation>Er fliegt wie ein Geschoss: ziele auf ein Feld oder in eine Richtung.</translation>
    </message>
</context>
<context>
    <name>pd::StatsPanel</name>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="90"/>
        <location filename="../app/game/StatsPanel.cpp" line="166"/>
        <source>Seed: %1</source>
        <translation>Startwert: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="91"/>
        <source>Select the seed to copy it; the same seed makes the same dungeon.</source>
        <translation>Den Startwert markieren, um ihn zu kopieren; derselbe Startwert ergibt denselben Kerker.</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="192"/>
        <source>Level %1 · %2</source>
        <translation>Stufe %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="123"/>
        <location filename="../app/game/StatsPanel.cpp" line="228"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="233"/>
        <source>most this run: %1</source>
        <translation>Höchstwert in diesem Lauf: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="125"/>
        <location filename="../app/game/StatsPanel.cpp" line="236"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="121"/>
        <location filename="../app/game/StatsPanel.cpp" line="141"/>
        <location filename="../app/game/StatsPanel.cpp" line="143"/>
        <location filename="../app/game/StatsPanel.cpp" line="162"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="123"/>
        <location filename="../app/game/StatsPanel.cpp" line="137"/>
        <location filename="../app/game/StatsPanel.cpp" line="145"/>
        <location filename="../app/game/StatsPanel.cpp" line="148"/>
        <location filename="../app/game/StatsPanel.cpp" line="149"/>
        <location filename="../app/game/StatsPanel.cpp" line="151"/>
        <location filename="../app/game/StatsPanel.cpp" line="153"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="125"/>
        <location filename="../app/game/StatsPanel.cpp" line="127"/>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="127"/>
        <location filename="../app/game/StatsPanel.cpp" line="240"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="130"/>
        <location filename="../app/game/StatsPanel.cpp" line="254"/>
        <source>XP %1 (highest level)</source>
        <translation>EP %1 (höchste Stufe)</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="131"/>
        <location filename="../app/game/StatsPanel.cpp" line="255"/>
        <source>XP %1 · next level at %2</source>
        <translation>EP %1 · nächste Stufe bei %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="141"/>
        <location filename="../app/game/StatsPanel.cpp" line="143"/>
        <location filename="../app/game/StatsPanel.cpp" line="285"/>
        <location filename="../app/game/StatsPanel.cpp" line="303"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="146"/>
        <location filename="../app/game/StatsPanel.cpp" line="316"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="146"/>
        <location filename="../app/game/StatsPanel.cpp" line="316"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="148"/>
        <location filename="../app/game/StatsPanel.cpp" line="318"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="149"/>
        <location filename="../app/game/StatsPanel.cpp" line="319"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="151"/>
        <location filename="../app/game/StatsPanel.cpp" line="321"/>
        <source>Chips left</source>
        <translation>Chips übrig</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="153"/>
        <location filename="../app/game/StatsPanel.cpp" line="323"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="157"/>
        <location filename="../app/game/StatsPanel.cpp" line="353"/>
        <source>No monster in view</source>
        <translation>Kein Monster in Sicht</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="164"/>
        <location filename="../app/game/StatsPanel.cpp" line="353"/>
        <source>In view</source>
        <translation>In Sicht</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="164"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="377"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und noch eines</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="392"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>pd::StatusLine</name>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="53"/>
        <source>Stopped watching at turn %1.</source>
        <translation>Zuschauen bei Zug %1 beendet.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="69"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>Die Aufzeichnung endet nicht wie aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="74"/>
        <source>No run yet: File ▸ New game (Ctrl+N).</source>
        <translation>Noch kein Lauf: Datei ▸ Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="92"/>
        <source>Watching the run played in another window (process %1): turn %2; nothing here is written.</source>
        <translation>Du schaust dem Lauf zu, der in einem anderen Fenster gespielt wird (Prozess %1): Zug %2; hier wird nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="97"/>
        <source>Watching a replay: turn %1 · %2 stops</source>
        <translation>Aufzeichnung läuft: Zug %1 · %2 beendet</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="102"/>
        <source>Aim %1: move the target with the direction keys or the mouse; Enter or a click uses it; %2 cancels.</source>
        <translation>%1 zielen: Bewege das Ziel mit den Richtungstasten oder der Maus; Enter oder ein Klick benutzt es; %2 bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="106"/>
        <source>Aim %1: move the target with the direction keys or the mouse; Enter or a click casts; %2 cancels.</source>
        <translation>Ziel für %1: Bewege das Ziel mit den Richtungstasten oder der Maus; Enter oder ein Klick wirkt; %2 bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="109"/>
        <source>Aim: move the target with the direction keys or the mouse; %1, Enter or a click fires; %2 cancels.</source>
        <translation>Zielen: Bewege das Ziel mit den Richtungstasten oder der Maus; %1, Enter oder ein Klick schießt; %2 bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="117"/>
        <source>Look: you have not seen that place. (%1 to stop)</source>
        <translation>Umsehen: diese Stelle hast du noch nicht gesehen. (%1 beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="118"/>
        <source>Look: %1  (%2 to stop)</source>
        <translation>Umsehen: %1  (%2 beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="123"/>
        <source>Battle! ← → choose, Enter takes · a attack · d defend · s spell · i item · e escape</source>
        <translation>Kampf! ← → wählen, Eingabe nimmt · a Angriff · d Abwehr · s Zauber · i Gegenstand · e Flucht</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="156"/>
        <source>The %1 is better than what you wear: put it on in the menus&apos; Equipment page (%2).</source>
        <translation>%1 ist besser als das, was du trägst: leg es auf der Seite „Ausrüstung“ der Menüs an (%2).</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="161"/>
        <source>The %1 is better than what you wear.</source>
        <translation>%1 ist besser als das, was du trägst.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="162"/>
        <source>The %1 is better than what you wear: %2 opens your equipment.</source>
        <translation>%1 ist besser als das, was du trägst: %2 öffnet deine Ausrüstung.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="182"/>
        <source>Press %1 again to go down.</source>
        <translation>Drücke %1 noch einmal, um hinabzusteigen.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="190"/>
        <source>%1 aims a shot.</source>
        <translation>%1 zielt einen Schuss.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="198"/>
        <source>Something out of sight shoots at you: step out of its line.</source>
        <translation>Etwas außer Sicht schießt auf dich: geh aus seiner Schusslinie.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="228"/>
        <source>arrows move</source>
        <translation>Pfeile gehen</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="230"/>
        <source>%1 %2 %3 %4 move</source>
        <translation>%1 %2 %3 %4 gehen</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="232"/>
        <source>%1 %2 turn, %3 steps</source>
        <translation>%1 %2 drehen, %3 schreitet</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="233"/>
        <source>%1 explore</source>
        <translation>%1 erkunden</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="234"/>
        <source>%1 fight</source>
        <translation>%1 kämpfen</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="236"/>
        <source>%1 fire</source>
        <translation>%1 schießen</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="240"/>
        <source>doors lead on</source>
        <translation>Türen führen weiter</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="238"/>
        <source>%1 %2 stairs</source>
        <translation>%1 %2 Treppen</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="68"/>
        <source>The replay ended at turn %1, as it was recorded.</source>
        <translation>Die Wiederholung endete in Zug %1, wie aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="186"/>
        <source>%1 fights it; wait a turn with %2.</source>
        <translation>%1 kämpft; mit %2 wartest du einen Zug.</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="242"/>
        <source>%1 menus</source>
        <translation>%1 Menüs</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="242"/>
        <source>%1 items</source>
        <translation>%1 Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/StatusLine.cpp" line="243"/>
        <source>%1 keys</source>
        <translation>%1 Tasten</translation>
    </message>
</context>
<context>
    <name>pd::TableEditor</name>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="86"/>
        <source>Change name of %1</source>
        <translation>Namen von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="90"/>
        <source>Change description of %1</source>
        <translation>Beschreibung von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="93"/>
        <source>Change dice of %1</source>
        <translation>Würfel von %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="250"/>
        <source>Rows of the table</source>
        <translation>Zeilen der Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="251"/>
        <source>The row&apos;s result as JSON</source>
        <translation>Das Ergebnis der Zeile als JSON</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="252"/>
        <source>Edit as JSON</source>
        <translation>Als JSON bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Range or weight</source>
        <translation>Bereich oder Gewicht</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Gives</source>
        <translation>Ergibt</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <location filename="../editor/tables/TableEditor.cpp" line="358"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="258"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="259"/>
        <source>What designers call it</source>
        <translation>Wie Gestalter sie nennen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="260"/>
        <source>What it is for</source>
        <translation>Wofür sie da ist</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="261"/>
        <source>Dice such as 1d100; empty: the rows are weighted</source>
        <translation>Würfel wie 1d100; leer: die Zeilen sind gewichtet</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="262"/>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="263"/>
        <location filename="../editor/tables/TableEditor.cpp" line="673"/>
        <source>Duplicate row</source>
        <translation>Zeile duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="264"/>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="265"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="266"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="403"/>
        <source>Generator settings of row %1 (how a level&apos;s map is made):</source>
        <translation>Generator-Einstellungen von Zeile %1 (wie die Karte einer Ebene entsteht):</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="410"/>
        <source>Vault of row %1 (carved into the rock of a level beside the way):</source>
        <translation>Gewölbe der Zeile %1 (neben dem Weg in den Fels einer Ebene gehauen):</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="415"/>
        <source>Value of row %1 (JSON: what the game takes from this row):</source>
        <translation>Wert der Zeile %1 (JSON: was das Spiel aus dieser Zeile nimmt):</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="431"/>
        <source>Change weight in %1</source>
        <translation>Gewicht in %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="431"/>
        <source>Change range in %1</source>
        <translation>Bereich in %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="468"/>
        <source>Change label in %1</source>
        <translation>Beschriftung in %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="491"/>
        <source>Change count in %1</source>
        <translation>Anzahl in %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="614"/>
        <location filename="../editor/tables/TableEditor.cpp" line="641"/>
        <source>Change what a row of %1 gives</source>
        <translation>Ändern, was eine Zeile von %1 liefert</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>Show this value as JSON instead of its form, for keys the form does not show.</source>
        <translation>Diesen Wert als JSON statt als Formular zeigen, für Schlüssel, die das Formular nicht zeigt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="437"/>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="438"/>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="438"/>
        <source>several (all)</source>
        <translation>mehrere (all)</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="464"/>
        <source>label (the value is below the rows)</source>
        <translation>Beschriftung (der Wert steht unter den Zeilen)</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="489"/>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="632"/>
        <source>Not applied yet: %1</source>
        <translation>Noch nicht übernommen: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="660"/>
        <source>New result</source>
        <translation>Neues Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="663"/>
        <source>Add row to %1</source>
        <translation>Zeile zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="682"/>
        <source>Remove row of %1</source>
        <translation>Zeile von %1 entfernen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="689"/>
        <source>Move row</source>
        <translation>Zeile verschieben</translation>
    </message>
</context>
<context>
    <name>pd::TextTranslations</name>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="33"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="133"/>
        <source>%1 in %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="134"/>
        <source>The %1 in %2 (%3); left empty, the pack&apos;s own shows.</source>
        <translation>%1 auf %2 (%3); leer gelassen, zeigt sich der des Pakets.</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="168"/>
        <source>not translated</source>
        <translation>nicht übersetzt</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="169"/>
        <source>not translated: “%1” shows</source>
        <translation>nicht übersetzt: „%1“ wird gezeigt</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="193"/>
        <source>Change the pack&apos;s %1 in %2</source>
        <translation>%1 des Pakets auf %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/TextTranslations.cpp" line="194"/>
        <source>Change %1 of %2 in %3</source>
        <translation>%1 von %2 auf %3 ändern</translation>
    </message>
</context>
<context>
    <name>pd::TilesetDock</name>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="83"/>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="293"/>
        <source>tileset.json is not valid JSON (see Problems): mend it in the JSON dock.</source>
        <translation>tileset.json ist kein gültiges JSON (siehe Probleme): im JSON-Dock reparieren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/TilesetDock.cpp" line="296"/>
        <source>tileset.json: %n tile(s) set, cells of %1 pixels. Choose a tile to change how the map draws it.</source>
        <translation>
            <numerusform>tileset.json: %n Kachel gesetzt, Zellen von %1 Pixeln. Wähle eine Kachel, um zu ändern, wie die Karte sie zeichnet.</numerusform>
            <numerusform>tileset.json: %n Kacheln gesetzt, Zellen von %1 Pixeln. Wähle eine Kachel, um zu ändern, wie die Karte sie zeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="301"/>
        <source>This pack uses its dependency&apos;s tileset: making its own starts from the game&apos;s tiles, and the records&apos; glyphs and colours.</source>
        <translation>Dieses Paket nutzt den Kachelsatz seiner Abhängigkeit: ein eigener beginnt mit den Kacheln des Spiels und den Zeichen und Farben der Einträge.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="304"/>
        <source>This pack has no tileset.json: the map draws each record&apos;s glyph and colour and the game&apos;s own tiles.</source>
        <translation>Dieses Paket hat keine tileset.json: die Karte zeichnet Zeichen und Farbe jedes Eintrags und die eigenen Kacheln des Spiels.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="317"/>
        <source>Tileset</source>
        <translation>Kachelsatz</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="318"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="803"/>
        <source>Make a tileset</source>
        <translation>Kachelsatz anlegen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="319"/>
        <source>Make tileset.json for this pack (one step: Ctrl+Z takes it back)</source>
        <translation>tileset.json für dieses Paket anlegen (ein Schritt: Strg+Z nimmt ihn zurück)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="320"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="340"/>
        <source>Find a tile</source>
        <translation>Kachel suchen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="321"/>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="321"/>
        <source>In tileset.json</source>
        <translation>In tileset.json</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="322"/>
        <source>Tiles the map draws</source>
        <translation>Kacheln, die die Karte zeichnet</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="323"/>
        <source>The character drawn in the glyph look (one character)</source>
        <translation>Das im Zeichen-Aussehen gezeichnete Zeichen (ein Zeichen)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="324"/>
        <source>The glyph&apos;s colour, #rrggbb</source>
        <translation>Die Farbe des Zeichens, #rrggbb</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="325"/>
        <source>The cell&apos;s colour behind the glyph, #rrggbb (none: the floor&apos;s)</source>
        <translation>Die Farbe der Zelle hinter dem Zeichen, #rrggbb (keine: die des Bodens)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="326"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="345"/>
        <source>Choose the glyph&apos;s colour</source>
        <translation>Farbe des Zeichens wählen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="327"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="346"/>
        <source>Choose the cell&apos;s colour</source>
        <translation>Farbe der Zelle wählen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="328"/>
        <source>The sprite sheet (a PNG in the pack) whose cell the tile look draws</source>
        <translation>Das Sprite-Blatt (ein PNG im Paket), dessen Zelle das Kachel-Aussehen zeichnet</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="329"/>
        <source>The sprite&apos;s column on the sheet, from 0</source>
        <translation>Die Spalte des Sprites auf dem Blatt, ab 0</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="330"/>
        <source>The sprite&apos;s row on the sheet, from 0</source>
        <translation>Die Zeile des Sprites auf dem Blatt, ab 0</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="331"/>
        <source>Pick…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="332"/>
        <source>Choose the cell on the sheet</source>
        <translation>Die Zelle auf dem Blatt wählen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="333"/>
        <source>Import a sprite sheet…</source>
        <translation>Sprite-Blatt importieren…</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="334"/>
        <source>Copy a PNG into the pack (sprites/) and give it to this tile: its size must be whole cells of the tile size</source>
        <translation>Ein PNG ins Paket kopieren (sprites/) und dieser Kachel geben: seine Größe muss aus ganzen Zellen der Kachelgröße bestehen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="336"/>
        <source>Reset tile</source>
        <translation>Kachel zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="337"/>
        <source>Take the tile out of tileset.json: the record&apos;s own look, or the game&apos;s tile, shows again</source>
        <translation>Die Kachel aus tileset.json nehmen: das eigene Aussehen des Eintrags oder die Kachel des Spiels zeigt sich wieder</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="339"/>
        <source>A level drawn with this tileset</source>
        <translation>Eine mit diesem Kachelsatz gezeichnete Ebene</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="341"/>
        <source>The chosen tile</source>
        <translation>Die gewählte Kachel</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="342"/>
        <source>Glyph</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="343"/>
        <source>Glyph colour</source>
        <translation>Farbe des Zeichens</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="344"/>
        <source>Cell colour</source>
        <translation>Farbe der Zelle</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="347"/>
        <source>Sprite sheet</source>
        <translation>Sprite-Blatt</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="348"/>
        <source>Sprite column</source>
        <translation>Spalte des Sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="349"/>
        <source>Sprite row</source>
        <translation>Zeile des Sprites</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="413"/>
        <source>Map features</source>
        <translation>Kartenelemente</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="416"/>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="418"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="421"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="424"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="419"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="422"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="439"/>
        <source>Choose a tile on the left.</source>
        <translation>Wähle links eine Kachel.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="459"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="461"/>
        <source>(the game&apos;s)</source>
        <translation>(die des Spiels)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="460"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="461"/>
        <source>%1 (the record&apos;s)</source>
        <translation>%1 (die des Eintrags)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="462"/>
        <source>(the floor&apos;s)</source>
        <translation>(die des Bodens)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="481"/>
        <source>(no sprite)</source>
        <translation>(kein Sprite)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="543"/>
        <source>%1 at the game&apos;s zoom levels (%2 pixels), in the tile look above and the glyph look below</source>
        <translation>%1 in den Zoomstufen des Spiels (%2 Pixel), oben im Kachel-Aussehen, unten im Zeichen-Aussehen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="586"/>
        <source>Change %1 of tile %2</source>
        <translation>%1 der Kachel %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="633"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="638"/>
        <source>Change sprite of tile %1</source>
        <translation>Sprite der Kachel %1 ändern</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="659"/>
        <source>Reset tile %1</source>
        <translation>Kachel %1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="668"/>
        <source>The cell&apos;s colour</source>
        <translation>Die Farbe der Zelle</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="668"/>
        <source>The glyph&apos;s colour</source>
        <translation>Die Farbe des Zeichens</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="679"/>
        <source>Pick a cell</source>
        <translation>Zelle wählen</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="680"/>
        <source>%1 cannot be read as an image.</source>
        <translation>%1 kann nicht als Bild gelesen werden.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="685"/>
        <source>%1: %2 × %3 cells of %4 pixels</source>
        <translation>%1: %2 × %3 Zellen von %4 Pixeln</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="714"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="720"/>
        <source>Import a sprite sheet</source>
        <translation>Sprite-Blatt importieren</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="715"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="730"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="796"/>
        <source>The pack cannot be changed.</source>
        <translation>Das Paket kann nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="733"/>
        <location filename="../editor/docks/TilesetDock.cpp" line="774"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="737"/>
        <source>%1 is not a PNG image.</source>
        <translation>%1 ist kein PNG-Bild.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="741"/>
        <source>%1 is %2 × %3 pixels: a sprite sheet is made of whole cells of %4 pixels (the tileset&apos;s tileSize), e.g. %5 × %6.</source>
        <translation>%1 ist %2 × %3 Pixel groß: ein Sprite-Blatt besteht aus ganzen Zellen von %4 Pixeln (tileSize des Kachelsatzes), z. B. %5 × %6.</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="768"/>
        <source>%1: no free name in sprites/</source>
        <translation>%1: kein freier Name in sprites/</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="771"/>
        <source>%1: the folder sprites/ cannot be made</source>
        <translation>%1: der Ordner sprites/ kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../editor/docks/TilesetDock.cpp" line="805"/>
        <source>The pack has a tileset.json already.</source>
        <translation>Das Paket hat schon eine tileset.json.</translation>
    </message>
</context>
<context>
    <name>pd::VaultEditor</name>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="205"/>
        <source>Change vault name</source>
        <translation>Gewölbename ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="222"/>
        <source>Change vault table</source>
        <translation>Gewölbetabelle ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="255"/>
        <source>Paint vault cells</source>
        <translation>Gewölbezellen malen</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="303"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="304"/>
        <source>Items ($)</source>
        <translation>Gegenstände ($)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="305"/>
        <source>Monsters (M)</source>
        <translation>Monster (M)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="306"/>
        <source>Stock (S)</source>
        <translation>Ware (S)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="307"/>
        <source>Width × height</source>
        <translation>Breite × Höhe</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="308"/>
        <source>Vault name</source>
        <translation>Gewölbename</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="309"/>
        <source>Items table ($ cells)</source>
        <translation>Gegenstandstabelle ($-Zellen)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="310"/>
        <source>Monsters table or monster (M cells)</source>
        <translation>Monstertabelle oder Monster (M-Zellen)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="311"/>
        <source>Stock table (S cells)</source>
        <translation>Warentabelle (S-Zellen)</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="312"/>
        <source>Vault width</source>
        <translation>Gewölbebreite</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="313"/>
        <source>Vault height</source>
        <translation>Gewölbehöhe</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="317"/>
        <source>treasury, library, den…</source>
        <translation>Schatzkammer, Bibliothek, Höhle…</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="318"/>
        <source>A name for the vault, for the Editor and the look command (&quot;vault&quot;; no id: the rows are the list). May be left empty.</source>
        <translation>Ein Name für das Gewölbe, für den Editor und das Umsehen („vault“; keine ID: die Zeilen sind die Liste). Darf leer bleiben.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="320"/>
        <source>The table the $ cells draw their items from (&quot;items&quot;). May be left empty when the grid has no $.</source>
        <translation>Die Tabelle, aus der die $-Zellen ihre Gegenstände ziehen („items“). Darf leer bleiben, wenn das Raster kein $ hat.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="322"/>
        <source>The table, or a single monster, the M cells draw their monsters from (&quot;monsters&quot;). May be left empty when the grid has no M.</source>
        <translation>Die Tabelle oder das einzelne Monster, aus der die M-Zellen ihre Monster ziehen („monsters“). Darf leer bleiben, wenn das Raster kein M hat.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="324"/>
        <source>The table of items for sale the S cells draw from, bought with gold (&quot;stock&quot;). May be left empty when the grid has no S.</source>
        <translation>Die Tabelle der Waren, aus der die S-Zellen ziehen, mit Gold gekauft („stock“). Darf leer bleiben, wenn das Raster kein S hat.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="326"/>
        <source>How many cells wide the vault is, %1 to %2. Narrowing cuts the right-hand columns; widening adds walls.</source>
        <translation>Wie viele Zellen breit das Gewölbe ist, %1 bis %2. Schmaler schneidet die rechten Spalten ab; breiter fügt Wände an.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="330"/>
        <source>How many cells tall the vault is, %1 to %2. Lowering cuts the bottom rows; raising adds walls.</source>
        <translation>Wie viele Zellen hoch das Gewölbe ist, %1 bis %2. Niedriger schneidet die unteren Zeilen ab; höher fügt Wände an.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="334"/>
        <source>Click or drag to paint the character chosen below the fields. The edge holds only walls and doors, with a door off the corners.</source>
        <translation>Klicken oder ziehen, um das unter den Feldern gewählte Zeichen zu malen. Der Rand hat nur Wände und Türen, eine Tür nicht in einer Ecke.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="336"/>
        <source>The vault&apos;s grid</source>
        <translation>Das Raster des Gewölbes</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="338"/>
        <source>Paint with:</source>
        <translation>Malen mit:</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="340"/>
        <source>Wall (#): solid rock. The edge of the vault is walls and doors only.</source>
        <translation>Wand (#): fester Fels. Der Rand des Gewölbes besteht nur aus Wänden und Türen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="341"/>
        <source>Floor (.): open ground.</source>
        <translation>Boden (.): freier Grund.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="342"/>
        <source>Door (+): a way in, in the edge but not in a corner.</source>
        <translation>Tür (+): ein Eingang, im Rand, aber nicht in einer Ecke.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="343"/>
        <source>Locked door (L): opened by the ruleset&apos;s vault key, which the level lays elsewhere.</source>
        <translation>Verschlossene Tür (L): öffnet sich mit dem Gewölbeschlüssel des Regelwerks, den die Ebene anderswo hinlegt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="344"/>
        <source>Deep water (~): the hero swims through it and may lose things he carries; monsters keep out.</source>
        <translation>Tiefes Wasser (~): Der Held schwimmt hindurch und kann Getragenes verlieren; Monster bleiben draußen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="346"/>
        <source>Tall grass (&quot;): walked through, but it blocks sight like a wall.</source>
        <translation>Hohes Gras (&quot;): begehbar, verdeckt aber die Sicht wie eine Wand.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="347"/>
        <source>Item ($): an item drawn from the vault&apos;s items table.</source>
        <translation>Gegenstand ($): ein Gegenstand aus der Gegenstandstabelle des Gewölbes.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="348"/>
        <source>Monster (M): a monster drawn from the vault&apos;s monsters table (or that monster).</source>
        <translation>Monster (M): ein Monster aus der Monstertabelle des Gewölbes (oder dieses Monster).</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="349"/>
        <source>For sale (S): an item drawn from the vault&apos;s stock table, sold for gold.</source>
        <translation>Zu verkaufen (S): ein Gegenstand aus der Warentabelle des Gewölbes, für Gold verkauft.</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="469"/>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/VaultEditor.cpp" line="526"/>
        <source>Resize vault</source>
        <translation>Gewölbegröße ändern</translation>
    </message>
</context>
<context>
    <name>pd::WhereFromDock</name>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="136"/>
        <source>Where from</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="137"/>
        <source>Record</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="138"/>
        <source>Where it comes from</source>
        <translation>Woher es kommt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="139"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="140"/>
        <source>The chance of at least one, per roll, chest, kill or level as the line says: in per cent, and exact</source>
        <translation>Die Chance auf mindestens eins je Wurf, Truhe, Sieg oder Ebene, wie die Zeile sagt: in Prozent und genau</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="142"/>
        <source>How many on average</source>
        <translation>Wie viele im Schnitt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="163"/>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="164"/>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="165"/>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="208"/>
        <source>a roll of %1</source>
        <translation>ein Wurf auf %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="210"/>
        <source>%1, the %2 table of depth band %3</source>
        <translation>%1, die %2-Tabelle des Tiefenbereichs %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="214"/>
        <source>chests of %1, opened (band %2)</source>
        <translation>Truhen aus %1, geöffnet (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="216"/>
        <source>chests of %1, the mimic (band %2)</source>
        <translation>Truhen aus %1, der Mimic (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="218"/>
        <source>chests of %1, their trap (band %2)</source>
        <translation>Truhen aus %1, ihre Falle (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="220"/>
        <source>maze chests&apos; guards from %1 (band %2)</source>
        <translation>Wächter der Labyrinth-Truhen aus %1 (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="222"/>
        <source>the trophy of %1, per kill</source>
        <translation>die Trophäe von %1, je Sieg</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="224"/>
        <source>the hero starts with %n</source>
        <translation>
            <numerusform>der Held beginnt mit einem</numerusform>
            <numerusform>der Held beginnt mit %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="226"/>
        <source>the win item, laid on depth %1</source>
        <translation>der Siegesgegenstand, auf Tiefe %1 gelegt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="240"/>
        <source>the key to vault %1&apos;s locked door (%2, band %3)</source>
        <translation>der Schlüssel zur verschlossenen Tür von Gewölbe %1 (%2, Tiefenbereich %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="242"/>
        <source>vault %1&apos;s %n $ cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>die %n $-Zelle von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
            <numerusform>die %n $-Zellen von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="244"/>
        <source>vault %1&apos;s %n S cell(s) for sale, each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>die %n S-Zelle zum Verkauf von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
            <numerusform>die %n S-Zellen zum Verkauf von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="247"/>
        <source>vault %1&apos;s %n M cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>die %n M-Zelle von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
            <numerusform>die %n M-Zellen von Gewölbe %1, je ein Wurf von %4 (%2, Tiefenbereich %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="249"/>
        <source>vault %1&apos;s %n M cell(s), each a %4 (%2, band %3)</source>
        <translation>
            <numerusform>die %n M-Zelle von Gewölbe %1, je ein %4 (%2, Tiefenbereich %3)</numerusform>
            <numerusform>die %n M-Zellen von Gewölbe %1, je ein %4 (%2, Tiefenbereich %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="253"/>
        <source>; per level when the vault is placed, so at most</source>
        <translation>; je Ebene, wenn das Gewölbe gesetzt wird, also höchstens</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="255"/>
        <source>; a roll can give several: only the first counts, so every figure is at most</source>
        <translation>; ein Wurf kann mehrere geben: nur der erste zählt, also ist jede Zahl höchstens</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="269"/>
        <source>Choose an item, monster or trap to see every way the pack gives it.</source>
        <translation>Wähle einen Gegenstand, ein Monster oder eine Falle, um jeden Weg zu sehen, auf dem das Paket es hergibt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="274"/>
        <source>Not computed: %1</source>
        <translation>Nicht berechnet: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="279"/>
        <source>Nothing in the pack gives %1.</source>
        <translation>Nichts im Paket ergibt %1.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="280"/>
        <source>Every way the pack gives %1; double-click a table to edit it.</source>
        <translation>Jeder Weg, auf dem das Paket %1 hergibt; Doppelklick auf eine Tabelle bearbeitet sie.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="289"/>
        <source>%1 row %2</source>
        <translation>%1 Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="291"/>
        <source> (all #%1)</source>
        <translation> (all #%1)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="304"/>
        <source>depth %1: a level, %2 rolls on average</source>
        <translation>Tiefe %1: eine Ebene, im Mittel %2 Würfe</translation>
    </message>
</context>
<context>
    <name>pd::XpHud</name>
    <message>
        <location filename="../app/game/XpHud.cpp" line="30"/>
        <source>XP %1</source>
        <translation>EP %1</translation>
    </message>
</context>
</TS>
