<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameWording</name>
    <message>
        <location filename="../app/game/GameWording.cpp" line="13"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="15"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="17"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="19"/>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="21"/>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="23"/>
        <source>Accuracy</source>
        <translation>Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="25"/>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="35"/>
        <source>%1%2 attack</source>
        <translation>%1%2 Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="37"/>
        <source>%1%2 defence</source>
        <translation>%1%2 Abwehr</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="39"/>
        <source>%1%2 accuracy</source>
        <translation>%1%2 Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="41"/>
        <source>%1%2 dodge</source>
        <translation>%1%2 Ausweichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="43"/>
        <source>%1%2 critical</source>
        <translation>%1%2 Kritisch</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="45"/>
        <source>Invincible</source>
        <translation>Unverwundbar</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="47"/>
        <source>Growing (+%1 HP a turn)</source>
        <translation>Wachsend (+%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="49"/>
        <source>Silenced</source>
        <translation>Verstummt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="51"/>
        <source>Burning (−%1 HP a turn)</source>
        <translation>Brennend (−%1 LP pro Zug)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="55"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="62"/>
        <source>Medicine</source>
        <translation>Arznei</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="64"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="66"/>
        <location filename="../app/game/GameWording.cpp" line="87"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="68"/>
        <location filename="../app/game/GameWording.cpp" line="89"/>
        <source>Shoes</source>
        <translation>Schuhe</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="70"/>
        <source>Treasure</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="72"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="74"/>
        <source>Artefacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="83"/>
        <source>Melee weapon</source>
        <translation>Nahkampfwaffe</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="85"/>
        <source>Ranged weapon</source>
        <translation>Fernkampfwaffe</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="100"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="102"/>
        <source>heal</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="104"/>
        <source>buff</source>
        <translation>Stärkung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="106"/>
        <source>debuff</source>
        <translation>Schwächung</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="128"/>
        <source>%1, tier %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="136"/>
        <source>Restores %1 HP.</source>
        <translation>Stellt %1 LP wieder her.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="138"/>
        <source>Restores %1 MP.</source>
        <translation>Stellt %1 MP wieder her.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="139"/>
        <source>You have %1 of %2 HP and %3 of %4 MP.</source>
        <translation>Du hast %1 von %2 LP und %3 von %4 MP.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="147"/>
        <source>While worn: %1.</source>
        <translation>Getragen: %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="149"/>
        <source>Reach %1 cells.</source>
        <translation>Reichweite %1 Felder.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="151"/>
        <source>A shot does %1 damage.</source>
        <translation>Ein Schuss macht %1 Schaden.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="154"/>
        <source>You wear it.</source>
        <translation>Du trägst es.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="155"/>
        <source>Worn now: %1 (%2).</source>
        <translation>Jetzt getragen: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="157"/>
        <source>nothing added</source>
        <translation>bringt nichts</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="160"/>
        <source>Nothing is worn there now.</source>
        <translation>Dort wird gerade nichts getragen.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="164"/>
        <source>Worth %1.</source>
        <translation>Wert %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/GameWording.cpp" line="170"/>
        <source>You carry %n.</source>
        <translation>
            <numerusform>Du trägst eines.</numerusform>
            <numerusform>Du trägst %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="178"/>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="196"/>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="199"/>
        <source>scratched</source>
        <translation>angekratzt</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="201"/>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="203"/>
        <source>badly wounded</source>
        <translation>schwer verwundet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="204"/>
        <source>almost dead</source>
        <translation>fast tot</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="212"/>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="214"/>
        <source>on patrol</source>
        <translation>auf Streife</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="216"/>
        <source>wandering</source>
        <translation>umherstreifend</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="218"/>
        <source>chasing you</source>
        <translation>verfolgt dich</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="220"/>
        <source>going back</source>
        <translation>kehrt zurück</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="222"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="224"/>
        <source>fleeing</source>
        <translation>flieht</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="226"/>
        <source>on guard</source>
        <translation>hält Wache</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="236"/>
        <source>a leader</source>
        <translation>ein Anführer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="238"/>
        <source>a king</source>
        <translation>ein König</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="246"/>
        <source>Stone wall</source>
        <translation>Steinmauer</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="248"/>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="250"/>
        <source>A door</source>
        <translation>Eine Tür</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="252"/>
        <source>Stairs down</source>
        <translation>Treppe hinab</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="254"/>
        <source>Stairs up</source>
        <translation>Treppe hinauf</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="268"/>
        <source>You, %1.</source>
        <translation>Du, %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="273"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="274"/>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="278"/>
        <source>An open chest, empty.</source>
        <translation>Eine offene Truhe, leer.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="278"/>
        <source>A closed chest.</source>
        <translation>Eine geschlossene Truhe.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="282"/>
        <source>%1 (sprung).</source>
        <translation>%1 (ausgelöst).</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="282"/>
        <location filename="../app/game/GameWording.cpp" line="289"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="285"/>
        <source>A chip.</source>
        <translation>Ein Chip.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="289"/>
        <source>%1 × %2.</source>
        <translation>%1 × %2.</translation>
    </message>
    <message>
        <location filename="../app/game/GameWording.cpp" line="291"/>
        <source> (remembered)</source>
        <translation> (in Erinnerung)</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../app/game/Hints.cpp" line="26"/>
        <source>Welcome to the dungeon</source>
        <translation>Willkommen im Verlies</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="28"/>
        <source>Your pack</source>
        <translation>Dein Gepäck</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="30"/>
        <source>A battle</source>
        <translation>Ein Kampf</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="32"/>
        <source>Stronger</source>
        <translation>Stärker</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="34"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="36"/>
        <source>Chests</source>
        <translation>Truhen</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="38"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="40"/>
        <source>Badly hurt</source>
        <translation>Schwer verletzt</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="42"/>
        <source>Deeper</source>
        <translation>Tiefer</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="44"/>
        <source>From afar</source>
        <translation>Aus der Ferne</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="52"/>
        <source>Walk with the arrows, the numpad, hjkl or WASD; walk into a monster to strike it. o explores by itself and Tab fights the nearest monster. A click walks you there.</source>
        <translation>Laufe mit den Pfeilen, dem Ziffernblock, hjkl oder WASD; lauf in ein Monster, um es zu schlagen. o erkundet von selbst, Tab kämpft gegen das nächste Monster. Ein Klick führt dich dorthin.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="56"/>
        <source>i opens your items: use, equip or drop them. E shows what you wear, C your attributes.</source>
        <translation>i öffnet deine Gegenstände: benutzen, anlegen oder ablegen. E zeigt, was du trägst, C deine Werte.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="59"/>
        <source>Each round choose an action: attack, defend, a spell, an item, or escape. The monster answers after you.</source>
        <translation>Wähle jede Runde eine Aktion: angreifen, verteidigen, ein Zauber, ein Gegenstand oder fliehen. Das Monster antwortet nach dir.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="62"/>
        <source>Each level raises your attributes. C shows them all, with what your equipment and buffs add.</source>
        <translation>Jede Stufe hebt deine Werte. C zeigt sie alle, mit dem, was Ausrüstung und Stärkungen beitragen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="65"/>
        <source>m opens your spells. Every cast earns a point of its element; points open stronger spells.</source>
        <translation>m öffnet deine Zauber. Jeder Zauber bringt einen Punkt seines Elements; Punkte öffnen stärkere Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="68"/>
        <source>Enter opens a chest beside you. Some are trapped, and some are not chests at all.</source>
        <translation>Enter öffnet eine Truhe neben dir. Manche haben eine Falle, und manche sind gar keine Truhen.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="71"/>
        <source>Traps hide in the floor. A sprung trap is harmless after.</source>
        <translation>Fallen verstecken sich im Boden. Eine ausgelöste Falle ist danach harmlos.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="73"/>
        <source>Shift+Q drinks the medicine that helps most now; i lists them all.</source>
        <translation>Umschalt+Q trinkt die Arznei, die jetzt am meisten hilft; i listet alle.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="75"/>
        <source>&gt; and &lt; take the stairs, walking there first when you know where they are.</source>
        <translation>&gt; und &lt; nehmen die Treppe und gehen erst hin, wenn du weißt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../app/game/Hints.cpp" line="77"/>
        <source>t aims: move the target with the keys or the mouse, then t, Enter or a click shoots.</source>
        <translation>t zielt: bewege das Ziel mit den Tasten oder der Maus, dann schießen t, Enter oder ein Klick.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../words/Words.cpp" line="26"/>
        <source>lower</source>
        <extracomment>Whether a record&apos;s name is lowered inside a sentence: &quot;lower&quot; or &quot;keep&quot;</extracomment>
        <translation>keep</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="36"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="47"/>
        <source>killed by %1</source>
        <translation>getötet von %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="49"/>
        <source>shot by %1</source>
        <translation>erschossen von %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="52"/>
        <source>caught by a %1</source>
        <translation>gefangen in: %1</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="55"/>
        <source>killed by a trapped chest</source>
        <translation>getötet von einer Truhenfalle</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="57"/>
        <source>spent the last of their strength on a bolt</source>
        <translation>verbrauchte die letzte Kraft für einen Blitz</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="59"/>
        <source>burned to death</source>
        <translation>verbrannt</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="61"/>
        <source>the dungeon could not be made</source>
        <translation>der Kerker ließ sich nicht erschaffen</translation>
    </message>
    <message>
        <location filename="../words/Words.cpp" line="63"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="58"/>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="60"/>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="62"/>
        <source>wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="64"/>
        <source>earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="66"/>
        <source>holy</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="68"/>
        <source>evil</source>
        <translation>Finsternis</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="77"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="79"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="81"/>
        <source>accuracy</source>
        <translation>Treffsicherheit</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="83"/>
        <source>dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="85"/>
        <source>critical chance</source>
        <translation>Chance auf kritische Treffer</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="87"/>
        <source>invincibility</source>
        <translation>Unverwundbarkeit</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="89"/>
        <source>growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="91"/>
        <source>silence</source>
        <translation>Schweigen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="93"/>
        <source>burning</source>
        <translation>Brennen</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="109"/>
        <source>%1 lands a critical hit on %2 for %3 damage!</source>
        <translation>%1 landet einen kritischen Treffer bei %2: %3 Schaden!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="110"/>
        <source>%1 hits %2 for %3 damage.</source>
        <translation>%1 trifft %2: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="112"/>
        <source>%1 attacks %2 and misses.</source>
        <translation>%1 greift %2 an und verfehlt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="115"/>
        <source>%1 is invincible: %2&apos;s attack does no harm.</source>
        <translation>%1 ist unverwundbar: Der Angriff von %2 richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="116"/>
        <source>%1 is invincible: %2&apos;s %3 does no harm.</source>
        <translation>%1 ist unverwundbar: %3 von %2 richtet nichts aus.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="118"/>
        <source>%1 defends.</source>
        <translation>%1 verteidigt sich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="121"/>
        <source>%1 casts %2 on %3 for %4 damage: its element overpowers %3&apos;s!</source>
        <translation>%1 wirkt %2 auf %3: %4 Schaden – das Element überwältigt das von %3!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="124"/>
        <source>%1 casts %2 on %3 for %4 damage.</source>
        <translation>%1 wirkt %2 auf %3: %4 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="126"/>
        <source>%1 casts %2 and recovers %3 HP.</source>
        <translation>%1 wirkt %2 und erholt sich um %3 LP.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="129"/>
        <source>%1 casts %2: invincible for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: unverwundbar für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2: unverwundbar für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="132"/>
        <source>%1 casts %2: recovers %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: erholt sich %n Runde lang um %3 LP je Runde.</numerusform>
            <numerusform>%1 wirkt %2: erholt sich %n Runden lang um %3 LP je Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="135"/>
        <source>%1 casts %2: %3 +%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: %3 +%4 für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2: %3 +%4 für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="140"/>
        <source>%1 casts %2: %3 is silenced for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: %3 schweigt %n Runde lang.</numerusform>
            <numerusform>%1 wirkt %2: %3 schweigt %n Runden lang.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="143"/>
        <source>%1 casts %2: %3 burns for %4 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2: %3 brennt %n Runde lang für %4 LP je Runde.</numerusform>
            <numerusform>%1 wirkt %2: %3 brennt %n Runden lang für %4 LP je Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="146"/>
        <source>%1 casts %2 on %3: %4 −%5 for %n round(s).</source>
        <translation>
            <numerusform>%1 wirkt %2 auf %3: %4 −%5 für %n Runde.</numerusform>
            <numerusform>%1 wirkt %2 auf %3: %4 −%5 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="151"/>
        <source>%1 uses %2: +%3 HP, +%4 MP.</source>
        <translation>%1 benutzt %2: +%3 LP, +%4 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="152"/>
        <source>%1 uses %2: +%3 MP.</source>
        <translation>%1 benutzt %2: +%3 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="153"/>
        <source>%1 uses %2: +%3 HP.</source>
        <translation>%1 benutzt %2: +%3 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="155"/>
        <source>%1 escapes!</source>
        <translation>%1 entkommt!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="157"/>
        <source>%1 tries to escape but cannot get away.</source>
        <translation>%1 versucht zu fliehen, kommt aber nicht weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="159"/>
        <source>%1 flies into a rage!</source>
        <translation>%1 gerät in Raserei!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="160"/>
        <source>%1 loses its nerve!</source>
        <translation>%1 verliert die Nerven!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="162"/>
        <source>%1 recovers %2 HP (growing).</source>
        <translation>%1 erholt sich um %2 LP (Wachstum).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="164"/>
        <source>%1 burns for %2 damage.</source>
        <translation>%1 brennt: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="166"/>
        <source>The %1 on %2 wears off.</source>
        <translation>%1 auf %2 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="167"/>
        <source>%1&apos;s %2 wears off.</source>
        <translation>%2 von %1 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="169"/>
        <location filename="../words/LogWords.cpp" line="458"/>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="191"/>
        <source>%1 enters the dungeon.</source>
        <translation>%1 betritt den Kerker.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="195"/>
        <source>The run is over: %1.</source>
        <translation>Der Lauf ist vorbei: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="198"/>
        <source>You have already won.</source>
        <translation>Du hast schon gewonnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="203"/>
        <source>You die, %1, in room %2 after %n turn(s).</source>
        <translation>
            <numerusform>Du stirbst, %1, in Raum %2 nach %n Zug.</numerusform>
            <numerusform>Du stirbst, %1, in Raum %2 nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="206"/>
        <source>You die, %1, on depth %2 after %n turn(s).</source>
        <translation>
            <numerusform>Du stirbst, %1, auf Tiefe %2 nach %n Zug.</numerusform>
            <numerusform>Du stirbst, %1, auf Tiefe %2 nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="211"/>
        <source>You hold the %1. Now carry it up to depth %2!</source>
        <translation>Du hältst: %1. Jetzt trag es hinauf bis Tiefe %2!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="213"/>
        <source>You climb into daylight with the %1. You have won!</source>
        <translation>Du steigst mit %1 ans Tageslicht. Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="215"/>
        <source>You have brought it back. You have won!</source>
        <translation>Du hast es zurückgebracht. Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="217"/>
        <source>You reach level %1 (from %2).</source>
        <translation>Du erreichst Stufe %1 (von %2).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="219"/>
        <source>+%1 XP.</source>
        <translation>+%1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="221"/>
        <source>Room %1.</source>
        <translation>Raum %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="223"/>
        <source>Depth %1 (you have been here before).</source>
        <translation>Tiefe %1 (hier warst du schon).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="224"/>
        <source>Depth %1.</source>
        <translation>Tiefe %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="226"/>
        <source>The way is blocked: %1</source>
        <translation>Der Weg ist versperrt: %1</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="229"/>
        <source>Move where?</source>
        <translation>Wohin gehen?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="231"/>
        <source>Open what?</source>
        <translation>Was öffnen?</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="233"/>
        <source>There is no battle to fight.</source>
        <translation>Hier gibt es keinen Kampf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="235"/>
        <source>You are in a battle: attack, defend, cast a spell, use an item or escape.</source>
        <translation>Du bist im Kampf: angreifen, verteidigen, zaubern, einen Gegenstand benutzen oder fliehen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="237"/>
        <source>You can only move north, east, south or west here.</source>
        <translation>Hier geht es nur nach Norden, Osten, Süden oder Westen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="239"/>
        <source>You can only aim north, east, south or west here.</source>
        <translation>Hier kannst du nur nach Norden, Osten, Süden oder Westen zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="241"/>
        <source>You cannot reach it round the corner.</source>
        <translation>Um die Ecke kommst du nicht heran.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="243"/>
        <source>A wall blocks the way.</source>
        <translation>Eine Wand versperrt den Weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="245"/>
        <source>You cannot squeeze past the corner.</source>
        <translation>Du kannst dich nicht an der Ecke vorbeiquetschen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="247"/>
        <source>There is nothing here to pick up.</source>
        <translation>Hier gibt es nichts aufzuheben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="249"/>
        <source>There is nothing to open there.</source>
        <translation>Dort gibt es nichts zu öffnen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="251"/>
        <source>That chest is already open and empty.</source>
        <translation>Diese Truhe ist schon offen und leer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="253"/>
        <source>You cannot reach it from here.</source>
        <translation>Von hier kommst du nicht heran.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="255"/>
        <source>There are no stairs here: rooms are left by their doors.</source>
        <translation>Hier ist keine Treppe: Räume verlässt man durch ihre Türen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="256"/>
        <source>You look for a way down, but the floor here is solid.</source>
        <translation>Du suchst einen Weg nach unten, aber der Boden ist fest.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="258"/>
        <source>There is no going back: the rooms behind you are gone.</source>
        <translation>Es gibt kein Zurück: Die Räume hinter dir sind fort.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="259"/>
        <source>You look up at a solid ceiling: no way up here.</source>
        <translation>Über dir ist feste Decke: Hier geht es nicht hinauf.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="261"/>
        <source>The exit is sealed: %n chip(s) still to find.</source>
        <translation>
            <numerusform>Der Ausgang ist versiegelt: noch %n Chip zu finden.</numerusform>
            <numerusform>Der Ausgang ist versiegelt: noch %n Chips zu finden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="263"/>
        <source>The stairs end in rubble: this is the bottom of the dungeon.</source>
        <translation>Die Treppe endet im Geröll: Hier ist der Grund des Kerkers.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="265"/>
        <source>You will not leave without the %1.</source>
        <translation>Ohne %1 gehst du nicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="267"/>
        <source>The way out is shut behind you.</source>
        <translation>Der Ausgang hat sich hinter dir geschlossen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="269"/>
        <source>You know no way there.</source>
        <translation>Du kennst keinen Weg dorthin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="271"/>
        <source>You are already there.</source>
        <translation>Du bist schon dort.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="273"/>
        <source>Something stands in the way.</source>
        <translation>Etwas steht im Weg.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="275"/>
        <source>You cannot aim at yourself.</source>
        <translation>Du kannst nicht auf dich selbst zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="277"/>
        <source>You cannot see that spot.</source>
        <translation>Diese Stelle siehst du nicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="279"/>
        <source>You cannot aim there.</source>
        <translation>Dorthin kannst du nicht zielen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="281"/>
        <source>You have nothing to shoot with.</source>
        <translation>Du hast nichts zum Schießen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="283"/>
        <source>Not enough MP for a bolt (it costs %1).</source>
        <translation>Nicht genug MP für ein Geschoss (es kostet %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="285"/>
        <source>There is no spell called &quot;%1&quot;.</source>
        <translation>Es gibt keinen Zauber namens „%1“.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="287"/>
        <source>You have not learned %1 yet: cast more %2 spells first.</source>
        <translation>%1 hast du noch nicht gelernt: Wirke erst mehr Zauber des Elements %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="290"/>
        <source>%1 can only be cast in battle.</source>
        <translation>%1 kann man nur im Kampf wirken.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="292"/>
        <source>You have no %1.</source>
        <translation>Du hast kein %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="294"/>
        <source>You cannot use the %1.</source>
        <translation>%1 kannst du nicht benutzen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="296"/>
        <source>The %1 is not something to wear or wield.</source>
        <translation>%1 kann man weder tragen noch führen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="298"/>
        <source>&quot;%1&quot; is not a slot (melee, ranged, armour, shoes).</source>
        <translation>„%1“ ist kein Platz (melee, ranged, armour, shoes).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="300"/>
        <source>You wear nothing there.</source>
        <translation>Dort trägst du nichts.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="302"/>
        <source>You have no ranged weapon to switch to.</source>
        <translation>Du hast keine Fernwaffe zum Wechseln.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="304"/>
        <source>The battle is over.</source>
        <translation>Der Kampf ist vorbei.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="306"/>
        <source>There is no item &quot;%1&quot;.</source>
        <translation>Es gibt keinen Gegenstand „%1“.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="308"/>
        <source>Only medicine can be used in a battle.</source>
        <translation>Im Kampf kann man nur Heilmittel benutzen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="310"/>
        <source>%1 is silenced and cannot cast spells.</source>
        <translation>%1 ist zum Schweigen gebracht und kann nicht zaubern.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="312"/>
        <source>%1 needs %2 %3 points (%4 has %5).</source>
        <translation>%1 braucht %2 Punkte %3 (%4 hat %5).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="318"/>
        <source>%1 needs %2 MP (%3 has %4).</source>
        <translation>%1 braucht %2 MP (%3 hat %4).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="324"/>
        <source>HP is already full.</source>
        <translation>Die LP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="326"/>
        <source>MP is already full.</source>
        <translation>Die MP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="328"/>
        <source>HP and MP are already full.</source>
        <translation>LP und MP sind schon voll.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="330"/>
        <source>Only healing spells can be cast outside a battle.</source>
        <translation>Außerhalb eines Kampfes wirken nur Heilzauber.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="334"/>
        <source>You pick up a chip (%1 left).</source>
        <translation>Du hebst einen Chip auf (noch %1).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="335"/>
        <source>You pick up the last chip: the exit opens.</source>
        <translation>Du hebst den letzten Chip auf: Der Ausgang öffnet sich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="336"/>
        <source>You pick up the last chip.</source>
        <translation>Du hebst den letzten Chip auf.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="343"/>
        <location filename="../words/LogWords.cpp" line="375"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="345"/>
        <source>You see %1 here.</source>
        <translation>Hier siehst du: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="345"/>
        <location filename="../words/LogWords.cpp" line="377"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="348"/>
        <source>A way down.</source>
        <translation>Ein Weg nach unten.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="350"/>
        <source>A way up.</source>
        <translation>Ein Weg nach oben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="352"/>
        <source>%1! %2 (%3 damage).</source>
        <translation>%1! %2 (%3 Schaden).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="356"/>
        <source>Another %1 — you already found one, and leave it.</source>
        <translation>Noch einmal %1 – das hast du schon gefunden und lässt es liegen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="358"/>
        <source>The chest was a %1!</source>
        <translation>Die Truhe war ein %1!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="360"/>
        <source>The chest was trapped: %1 (%2 damage).</source>
        <translation>Die Truhe hatte eine Falle: %1 (%2 Schaden).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="377"/>
        <source>You open the chest: %1.</source>
        <translation>Du öffnest die Truhe: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="380"/>
        <source>The chest is empty.</source>
        <translation>Die Truhe ist leer.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="382"/>
        <source>%1: +%2 XP.</source>
        <translation>%1: +%2 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="384"/>
        <source>%1: %2 gold.</source>
        <translation>%1: %2 Gold.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="386"/>
        <source>You take %1 × %2.</source>
        <translation>Du nimmst %1 × %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="387"/>
        <source>You take the %1.</source>
        <translation>Du nimmst: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="389"/>
        <source>You go down the stairs, deeper into the dark.</source>
        <translation>Du steigst die Treppe hinab, tiefer ins Dunkel.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="391"/>
        <source>You climb the stairs towards the light.</source>
        <translation>Du steigst die Treppe hinauf, dem Licht entgegen.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="393"/>
        <source>You stop: something comes into view.</source>
        <translation>Du hältst an: Etwas kommt in Sicht.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="395"/>
        <source>You stop: something is right beside you.</source>
        <translation>Du hältst an: Etwas ist direkt neben dir.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="397"/>
        <source>You heal %1 HP.</source>
        <translation>Du heilst %1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="399"/>
        <source>You burn for %1 HP.</source>
        <translation>Du brennst: %1 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="401"/>
        <source>%1 wears off.</source>
        <translation>%1 lässt nach.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="405"/>
        <source>You drink the %1: +%2 HP, +%3 MP.</source>
        <translation>Du trinkst %1: +%2 LP, +%3 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="406"/>
        <source>You drink the %1: +%2 MP.</source>
        <translation>Du trinkst %1: +%2 MP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="407"/>
        <source>You drink the %1: +%2 HP.</source>
        <translation>Du trinkst %1: +%2 LP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="411"/>
        <source>You put on the %1.</source>
        <translation>Du legst an: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="412"/>
        <source>You put on the %1 instead of the %2.</source>
        <translation>Du legst %1 an, statt %2.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="414"/>
        <source>You take off the %1.</source>
        <translation>Du legst ab: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="416"/>
        <source>You put your weapon away and raise your fists.</source>
        <translation>Du steckst die Waffe weg und hebst die Fäuste.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="417"/>
        <source>You ready the %1.</source>
        <translation>Du machst bereit: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="419"/>
        <source>You raise your guard.</source>
        <translation>Du gehst in Deckung.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="422"/>
        <source>The bolt costs you %1 XP.</source>
        <translation>Das Geschoss kostet dich %1 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="424"/>
        <source>The bolt flies off and bursts on the wall.</source>
        <translation>Das Geschoss fliegt davon und zerplatzt an der Wand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="425"/>
        <source>Your shot hits the wall.</source>
        <translation>Dein Schuss trifft die Wand.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="427"/>
        <source>Your shot misses %1.</source>
        <translation>Dein Schuss verfehlt %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="430"/>
        <source>The bolt hits %1 for %2.</source>
        <translation>Das Geschoss trifft %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="431"/>
        <source>The shot hits %1 for %2.</source>
        <translation>Der Schuss trifft %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="433"/>
        <source>You cast %1: +%2 HP.</source>
        <translation>Du wirkst %1: +%2 LP.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="435"/>
        <source>You cast %1 (%n round(s)).</source>
        <translation>
            <numerusform>Du wirkst %1 (%n Runde).</numerusform>
            <numerusform>Du wirkst %1 (%n Runden).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="437"/>
        <source>%1 bursts on the wall.</source>
        <translation>%1 zerplatzt an der Wand.</translation>
    </message>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="439"/>
        <source>%1 takes hold of %2 (%n round(s)).</source>
        <translation>
            <numerusform>%1 packt %2 (%n Runde).</numerusform>
            <numerusform>%1 packt %2 (%n Runden).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="442"/>
        <source>%1 cannot harm %2.</source>
        <translation>%1 kann %2 nichts anhaben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="445"/>
        <source>%1 hits %2 for %3 (its element is weak to it).</source>
        <translation>%1 trifft %2: %3 Schaden (sein Element ist dagegen schwach).</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="448"/>
        <source>%1 hits %2 for %3.</source>
        <translation>%1 trifft %2: %3 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="450"/>
        <source>Your blow glances off %1: it is invincible.</source>
        <translation>Dein Hieb prallt an %1 ab: unverwundbar.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="452"/>
        <source>You miss %1.</source>
        <translation>Du verfehlst %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="455"/>
        <source>Critical! You hit %1 for %2.</source>
        <translation>Kritisch! Du triffst %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="456"/>
        <source>You hit %1 for %2.</source>
        <translation>Du triffst %1: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="460"/>
        <source>It drops a %1.</source>
        <translation>Es lässt etwas fallen: %1.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="462"/>
        <source>%1 touches you: −%2 XP.</source>
        <translation>%1 berührt dich: −%2 EP.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="464"/>
        <source>%1 cannot harm you.</source>
        <translation>%1 kann dir nichts anhaben.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="466"/>
        <source>%1 misses you.</source>
        <translation>%1 verfehlt dich.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="469"/>
        <source>Critical! %1 hits you for %2.</source>
        <translation>Kritisch! %1 trifft dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="470"/>
        <source>%1 hits you for %2.</source>
        <translation>%1 trifft dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="473"/>
        <source>%1 shoots you for %2.</source>
        <translation>%1 schießt auf dich: %2 Schaden.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="474"/>
        <source>%1 shoots and misses.</source>
        <translation>%1 schießt und verfehlt.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="477"/>
        <source>A battle with %1 begins!</source>
        <translation>Ein Kampf mit %1 beginnt!</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="486"/>
        <source>You get away.</source>
        <translation>Du entkommst.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="488"/>
        <source>%1 flees and is gone for good.</source>
        <translation>%1 flieht und ist für immer fort.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="490"/>
        <source>This is the last room: its doors lead nowhere.</source>
        <translation>Dies ist der letzte Raum: Seine Türen führen nirgendwohin.</translation>
    </message>
    <message>
        <location filename="../words/LogWords.cpp" line="492"/>
        <source>You drop the %1.</source>
        <translation>Du legst %1 ab.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="44"/>
        <source>Permadungeon: a roguelike and its construction kit.</source>
        <translation>Permadungeon: ein Roguelike und sein Baukasten.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="49"/>
        <source>Quit after &lt;ms&gt; milliseconds (for smoke tests).</source>
        <translation>Nach &lt;ms&gt; Millisekunden beenden (für Schnelltests).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="54"/>
        <source>Quit once the map has drawn its first frame (to time start-up).</source>
        <translation>Beenden, sobald die Karte ihr erstes Bild gezeichnet hat (um den Start zu messen).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="59"/>
        <source>Start a run of the pack in &lt;dir&gt;.</source>
        <translation>Einen Lauf mit dem Paket in &lt;dir&gt; beginnen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>The run&apos;s seed: a number or any text (default: random).</source>
        <translation>Der Startwert des Laufs: eine Zahl oder ein beliebiger Text (sonst zufällig).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="66"/>
        <source>The hero&apos;s name.</source>
        <translation>Der Name der Heldin oder des Helden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="70"/>
        <source>Write the run&apos;s replay to &lt;file&gt; as it goes.</source>
        <translation>Die Aufzeichnung des Laufs laufend in &lt;file&gt; schreiben.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="73"/>
        <source>Play the replay &lt;file&gt; back.</source>
        <translation>Die Aufzeichnung &lt;file&gt; abspielen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="77"/>
        <source>Replay speed in turns a second (0: at once; default 10).</source>
        <translation>Abspielgeschwindigkeit in Zügen pro Sekunde (0: sofort; sonst 10).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="81"/>
        <source>Open the pack in &lt;dir&gt; in the Editor tab.</source>
        <translation>Das Paket in &lt;dir&gt; im Editor öffnen.</translation>
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
        <location filename="../app/game/menus/AttributesPanel.cpp" line="35"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="73"/>
        <source>↑↓ scroll · Esc closes</source>
        <translation>↑↓ blättern · Esc schließt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="72"/>
        <source>Attributes</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="88"/>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="91"/>
        <source>Experience is your health here: %1 XP.</source>
        <translation>Erfahrung ist hier deine Gesundheit: %1 EP.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="94"/>
        <source>%1 XP: the highest level there is.</source>
        <translation>%1 EP: die höchste Stufe, die es gibt.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="98"/>
        <source>%1 XP · level %2 at %3 XP: %4 to go.</source>
        <translation>%1 EP · Stufe %2 bei %3 EP: noch %4.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="109"/>
        <source>Attribute</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="110"/>
        <source>Base</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="110"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="110"/>
        <source>Buffs</source>
        <translation>Stärkungen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="110"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="121"/>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="123"/>
        <source>%1 of &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 von &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="133"/>
        <source>In force</source>
        <translation>Wirkt gerade</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="138"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>noch %n Zug</numerusform>
            <numerusform>noch %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="146"/>
        <source>Elements: a point for every spell cast; points open the levels of an element&apos;s spells</source>
        <translation>Elemente: ein Punkt für jeden Zauber; Punkte öffnen die Stufen der Zauber eines Elements</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="158"/>
        <source>level %1 at %2 points</source>
        <translation>Stufe %1 bei %2 Punkten</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="166"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="168"/>
        <source>no spell open</source>
        <translation>kein Zauber offen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="169"/>
        <source>level 1 open</source>
        <translation>Stufe 1 offen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/AttributesPanel.cpp" line="170"/>
        <source>levels 1–%1 open</source>
        <translation>Stufen 1–%1 offen</translation>
    </message>
</context>
<context>
    <name>pd::BattleView</name>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="166"/>
        <source>— Round %1 —</source>
        <translation>— Runde %1 —</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="204"/>
        <source>This dungeon has no spells.</source>
        <translation>In diesem Verlies gibt es keine Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="223"/>
        <source>You carry no medicine.</source>
        <translation>Du trägst keine Arznei.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="288"/>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="289"/>
        <source>%1 is defeated.</source>
        <translation>%1 ist besiegt.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="290"/>
        <source>+%1 XP</source>
        <translation>+%1 EP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="293"/>
        <source>Loot: %1</source>
        <translation>Beute: %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="295"/>
        <source>You reach level %1!</source>
        <translation>Du erreichst Stufe %1!</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="299"/>
        <source>You got away</source>
        <translation>Du bist entkommen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="300"/>
        <source>%1 stays behind; it will wait a moment before it follows.</source>
        <translation>%1 bleibt zurück und wartet einen Moment, bevor es folgt.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="304"/>
        <source>It fled</source>
        <translation>Es ist geflohen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="306"/>
        <source>%1 runs and is gone for good: no XP, no loot.</source>
        <translation>%1 rennt davon und ist fort: keine EP, keine Beute.</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="338"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="338"/>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="338"/>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="338"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="338"/>
        <source>Escape</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="341"/>
        <source>Continue  [Enter]</source>
        <translation>Weiter  [Enter]</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="403"/>
        <location filename="../app/game/battle/BattleView.cpp" line="409"/>
        <source>level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="406"/>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="408"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="419"/>
        <source>enraged</source>
        <translation>wütend</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="422"/>
        <source>timid</source>
        <translation>ängstlich</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="425"/>
        <source>calm</source>
        <translation>ruhig</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="439"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="442"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="447"/>
        <source>On guard</source>
        <translation>In Deckung</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/battle/BattleView.cpp" line="454"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="480"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../app/game/battle/BattleView.cpp" line="490"/>
        <source>vs</source>
        <translation>gegen</translation>
    </message>
</context>
<context>
    <name>pd::ContactSheetModel</name>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="58"/>
        <source>%n monsters</source>
        <translation>
            <numerusform>ein Monster</numerusform>
            <numerusform>%n Monster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="59"/>
        <source>%n items</source>
        <translation>
            <numerusform>ein Gegenstand</numerusform>
            <numerusform>%n Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="60"/>
        <source>%n chests</source>
        <translation>
            <numerusform>eine Truhe</numerusform>
            <numerusform>%n Truhen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="62"/>
        <source>%n traps</source>
        <translation>
            <numerusform>eine Falle</numerusform>
            <numerusform>%n Fallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="61"/>
        <source>%n chips</source>
        <translation>
            <numerusform>ein Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="127"/>
        <source>Seed %1: being made…</source>
        <translation>Startwert %1: wird erzeugt…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="129"/>
        <source>Seed %1: %2</source>
        <translation>Startwert %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="131"/>
        <source>no way down</source>
        <translation>kein Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="131"/>
        <source>path %1</source>
        <translation>Weg %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="133"/>
        <source>%1 · %2 · %3×%4</source>
        <translation>%1 · %2 · %3×%4</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="138"/>
        <location filename="../editor/preview/ContactSheet.cpp" line="147"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>ein Raum</numerusform>
            <numerusform>%n Räume</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="142"/>
        <source>Seed %1, %2 level %3×%4</source>
        <translation>Startwert %1, Ebene vom Typ %2, %3×%4</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="148"/>
        <source>floor %1%</source>
        <translation>Bodenanteil %1 %</translation>
    </message>
    <message>
        <location filename="../editor/preview/ContactSheet.cpp" line="150"/>
        <source>Arrival to the way down: %1</source>
        <translation>Ankunft bis zum Weg nach unten: %1</translation>
    </message>
</context>
<context>
    <name>pd::EditorShellTab</name>
    <message>
        <location filename="../app/EditorShellTab.cpp" line="25"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../app/EditorShellTab.cpp" line="30"/>
        <source>%1 — Permadungeon Editor</source>
        <translation>%1 — Permadungeon-Editor</translation>
    </message>
</context>
<context>
    <name>pd::EditorWorkspace</name>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="186"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="189"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="202"/>
        <location filename="../editor/EditorWorkspace.cpp" line="625"/>
        <location filename="../editor/EditorWorkspace.cpp" line="628"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="202"/>
        <source>New id for &quot;%1&quot; (every reference follows):</source>
        <translation>Neue ID für „%1“ (jeder Verweis folgt):</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="338"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="339"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="340"/>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="341"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="343"/>
        <source>&amp;New pack…</source>
        <translation>&amp;Neues Paket…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="344"/>
        <source>&amp;Open pack…</source>
        <translation>Paket ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="345"/>
        <source>&amp;Save pack</source>
        <translation>Paket &amp;speichern</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="346"/>
        <source>Save pack &amp;as…</source>
        <translation>Paket speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="347"/>
        <source>Re&amp;vert to saved</source>
        <translation>Auf Gespeichertes &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="348"/>
        <location filename="../editor/EditorWorkspace.cpp" line="562"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="349"/>
        <source>&amp;Export pack as zip…</source>
        <translation>Paket als Zip &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="350"/>
        <source>&amp;Import zip as a new pack…</source>
        <translation>Zip als neues Paket &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="351"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="352"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="353"/>
        <location filename="../editor/EditorWorkspace.cpp" line="601"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="354"/>
        <source>&amp;Find in pack…</source>
        <translation>Im Paket &amp;suchen…</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="355"/>
        <source>&amp;Reset layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="361"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="363"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="364"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="366"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="369"/>
        <source>Ruleset: the game&apos;s variants</source>
        <translation>Regelwerk: die Spielvarianten</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="370"/>
        <source>Manifest: name, version, dependencies</source>
        <translation>Manifest: Name, Version, Abhängigkeiten</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="371"/>
        <source>Tileset: glyphs, colours, sprites</source>
        <translation>Kachelsatz: Zeichen, Farben, Sprites</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="372"/>
        <source>Sounds and music</source>
        <translation>Klänge und Musik</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="399"/>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Choose a table, item, spell, monster or trap in the lists at the left. Every change can be undone (Ctrl+Z); problems show below as you type; File ▸ Save pack writes only the files that changed.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Wähle links eine Tabelle, einen Gegenstand, Zauber, ein Monster oder eine Falle. Jede Änderung lässt sich rückgängig machen (Strg+Z); Probleme erscheinen unten schon beim Tippen; Datei ▸ Paket speichern schreibt nur die geänderten Dateien.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="403"/>
        <source>&lt;h2&gt;Editor&lt;/h2&gt;&lt;p&gt;Open a pack folder (File ▸ Open pack…, or &lt;tt&gt;permadungeon --edit FOLDER&lt;/tt&gt;) or make one from a bundled pack (File ▸ New pack…).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Editor&lt;/h2&gt;&lt;p&gt;Öffne einen Paketordner (Datei ▸ Paket öffnen… oder &lt;tt&gt;permadungeon --edit ORDNER&lt;/tt&gt;) oder lege einen aus einem mitgelieferten Paket an (Datei ▸ Neues Paket…).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="563"/>
        <source>The pack has no %1 of its own to add to.</source>
        <translation>Das Paket hat keine eigene %1, zu der man etwas hinzufügen könnte.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="570"/>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="586"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="602"/>
        <source>&quot;%1&quot; is used, so it is kept. Change these first:</source>
        <translation>„%1“ wird verwendet und bleibt daher. Ändere zuerst diese Stellen:</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="612"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="620"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="625"/>
        <source>&quot;%1&quot; is taken.</source>
        <translation>„%1“ ist schon vergeben.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="628"/>
        <source>An id cannot be empty.</source>
        <translation>Eine ID darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="641"/>
        <source>Open pack</source>
        <translation>Paket öffnen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="641"/>
        <source>Cannot open the pack: %1</source>
        <translation>Das Paket lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="653"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="654"/>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="673"/>
        <location filename="../editor/EditorWorkspace.cpp" line="681"/>
        <location filename="../editor/EditorWorkspace.cpp" line="688"/>
        <source>New pack</source>
        <translation>Neues Paket</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="673"/>
        <source>Start from the bundled pack:</source>
        <translation>Ausgehend vom mitgelieferten Paket:</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="677"/>
        <source>New pack folder</source>
        <translation>Neuer Paketordner</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="681"/>
        <source>%1 is not empty.</source>
        <translation>%1 ist nicht leer.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="714"/>
        <source>Open a pack folder</source>
        <translation>Einen Paketordner öffnen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="725"/>
        <source>Save pack</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="726"/>
        <source>Nothing was lost, but the pack could not be saved: %1</source>
        <translation>Nichts ging verloren, aber das Paket ließ sich nicht speichern: %1</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="737"/>
        <source>Save pack as (a new folder)</source>
        <translation>Paket speichern unter (ein neuer Ordner)</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="743"/>
        <source>Save pack as</source>
        <translation>Paket speichern unter</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="754"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="755"/>
        <source>Drop every change since the pack was saved?</source>
        <translation>Alle Änderungen seit dem letzten Speichern verwerfen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/EditorWorkspace.cpp" line="772"/>
        <source>Exported %n files to %1 (%2)</source>
        <translation>
            <numerusform>%n Datei nach %1 exportiert (%2)</numerusform>
            <numerusform>%n Dateien nach %1 exportiert (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/EditorWorkspace.cpp" line="794"/>
        <source>Imported %n files from %1 into %2</source>
        <translation>
            <numerusform>%n Datei aus %1 nach %2 importiert</numerusform>
            <numerusform>%n Dateien aus %1 nach %2 importiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="813"/>
        <location filename="../editor/EditorWorkspace.cpp" line="825"/>
        <location filename="../editor/EditorWorkspace.cpp" line="832"/>
        <source>Export pack as zip</source>
        <translation>Paket als Zip exportieren</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="814"/>
        <source>The zip holds the saved files. Save the changes to %1 first?</source>
        <translation>Die Zip-Datei enthält die gespeicherten Dateien. Zuerst die Änderungen an %1 speichern?</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="826"/>
        <location filename="../editor/EditorWorkspace.cpp" line="844"/>
        <source>Zip archives (*.zip)</source>
        <translation>Zip-Archive (*.zip)</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="833"/>
        <source>The zip was not written; nothing else changed.</source>
        <translation>Die Zip-Datei wurde nicht geschrieben; sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="843"/>
        <location filename="../editor/EditorWorkspace.cpp" line="862"/>
        <source>Import a zip as a new pack</source>
        <translation>Zip-Datei als neues Paket importieren</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="855"/>
        <source>New pack folder for the zip</source>
        <translation>Neuer Paketordner für die Zip-Datei</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="863"/>
        <source>%1 was not imported; nothing was written.</source>
        <translation>%1 wurde nicht importiert; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="937"/>
        <source>Unsaved changes found</source>
        <translation>Ungespeicherte Änderungen gefunden</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="938"/>
        <source>%1 was not saved last time (the program may have stopped). Restore those changes?</source>
        <translation>%1 wurde beim letzten Mal nicht gespeichert (das Programm hat vielleicht angehalten). Diese Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../editor/EditorWorkspace.cpp" line="946"/>
        <location filename="../editor/EditorWorkspace.cpp" line="953"/>
        <source>Restore unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
</context>
<context>
    <name>pd::EquipmentPanel</name>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="76"/>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="77"/>
        <source>Equip</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="78"/>
        <source>Take off</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="79"/>
        <source>Swap weapon in hand</source>
        <translation>Waffe in der Hand wechseln</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="83"/>
        <source>Slot and piece</source>
        <translation>Platz und Stück</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="83"/>
        <source>Adds</source>
        <translation>Bringt</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="90"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="94"/>
        <source>%1 — in hand</source>
        <translation>%1 — in der Hand</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="112"/>
        <source>carried: %1</source>
        <translation>dabei: %1</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="139"/>
        <source>Nothing is worn there. Pieces you carry that fit it are listed under the slot.</source>
        <translation>Dort wird nichts getragen. Passende Stücke, die du dabei hast, stehen unter dem Platz.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="145"/>
        <source>Your equipment adds nothing now.</source>
        <translation>Deine Ausrüstung bringt gerade nichts.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="146"/>
        <source>Your equipment adds %1 now.</source>
        <translation>Deine Ausrüstung bringt gerade %1.</translation>
    </message>
</context>
<context>
    <name>pd::GamePanel</name>
    <message>
        <location filename="../app/game/menus/GamePanel.cpp" line="84"/>
        <location filename="../app/game/menus/GamePanel.cpp" line="307"/>
        <source>↑↓ choose · Enter or the letter in brackets acts · Esc closes</source>
        <translation>↑↓ wählen · Enter oder der Buchstabe in Klammern handelt · Esc schließt</translation>
    </message>
</context>
<context>
    <name>pd::GameSession</name>
    <message>
        <location filename="../app/game/GameSession.cpp" line="92"/>
        <source>There is no saved run.</source>
        <translation>Es gibt keinen gespeicherten Lauf.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="146"/>
        <source>The replay was recorded with other data for the pack &quot;%1&quot;.</source>
        <translation>Die Aufzeichnung wurde mit anderen Daten für das Paket „%1“ gemacht.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="237"/>
        <source>The run&apos;s replay could not be written: %1</source>
        <translation>Die Aufzeichnung des Laufs konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="239"/>
        <source>The replay could not be recorded to %1: %2</source>
        <translation>Die Aufzeichnung konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="247"/>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="260"/>
        <source>The run could not be saved: %1</source>
        <translation>Der Lauf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="281"/>
        <source>The high-score table could not be read: %1</source>
        <translation>Die Bestenliste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameSession.cpp" line="286"/>
        <source>The high-score table could not be written: %1</source>
        <translation>Die Bestenliste konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>pd::GameShellTab</name>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="38"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="100"/>
        <source>Open a replay</source>
        <translation>Eine Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="101"/>
        <source>Replays (*.replay *.json);;All files (*)</source>
        <translation>Aufzeichnungen (*.replay *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="104"/>
        <source>5 turns a second</source>
        <translation>5 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="104"/>
        <source>10 turns a second</source>
        <translation>10 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="105"/>
        <source>25 turns a second</source>
        <translation>25 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="105"/>
        <source>2 turns a second</source>
        <translation>2 Züge pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="105"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="107"/>
        <source>Replay speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="107"/>
        <source>Play it back at</source>
        <translation>Abspielen mit</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="144"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="145"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="146"/>
        <source>&amp;Save and quit</source>
        <translation>&amp;Speichern und beenden</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="147"/>
        <source>&amp;Open replay…</source>
        <translation>Aufzeichnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="148"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="149"/>
        <source>&amp;Tiles or glyphs	F2</source>
        <translation>&amp;Kacheln oder Zeichen	F2</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="150"/>
        <source>Zoom &amp;in	+</source>
        <translation>Ver&amp;größern	+</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="151"/>
        <source>Zoom &amp;out	-</source>
        <translation>Ver&amp;kleinern	-</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="152"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="153"/>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="153"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="153"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="153"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="156"/>
        <source>&amp;Sound…</source>
        <translation>&amp;Ton…</translation>
    </message>
    <message>
        <location filename="../app/game/GameShellTab.cpp" line="157"/>
        <source>Show &amp;hints</source>
        <translation>&amp;Hinweise zeigen</translation>
    </message>
</context>
<context>
    <name>pd::GameTab</name>
    <message>
        <location filename="../app/game/GameTab.cpp" line="220"/>
        <source>The pack cannot be played</source>
        <translation>Das Paket kann nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="221"/>
        <source>%1 has errors:

%2</source>
        <translation>%1 hat Fehler:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="238"/>
        <source>The saved run cannot be continued</source>
        <translation>Der gespeicherte Lauf kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="248"/>
        <source>The replay cannot be played</source>
        <translation>Die Aufzeichnung kann nicht abgespielt werden</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="249"/>
        <source>%1:

%2</source>
        <translation>%1:

%2</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="272"/>
        <source>The replay ends as it was recorded: turn %1, state %2.</source>
        <translation>Die Aufzeichnung endet wie aufgezeichnet: Zug %1, Zustand %2.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="275"/>
        <source>The replay does not end as it was recorded: %1</source>
        <translation>Die Aufzeichnung endet nicht wie aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="408"/>
        <source>Level %1!</source>
        <translation>Stufe %1!</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="409"/>
        <source>You feel more experienced.</source>
        <translation>Du fühlst dich erfahrener.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="410"/>
        <source>You grow stronger: %1.</source>
        <translation>Du wirst stärker: %1.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="539"/>
        <source>Sound off (Shift+M turns it back on).</source>
        <translation>Ton aus (Umschalt+M schaltet ihn wieder ein).</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="539"/>
        <source>Sound on.</source>
        <translation>Ton an.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="548"/>
        <source>Stopped watching at turn %1.</source>
        <translation>Zuschauen bei Zug %1 beendet.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="712"/>
        <source>There is nothing left to explore that you can reach.</source>
        <translation>Hier gibt es nichts Erreichbares mehr zu erkunden.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="720"/>
        <source>No monster in sight.</source>
        <translation>Kein Monster in Sicht.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="732"/>
        <source>You see no way to reach it.</source>
        <translation>Du siehst keinen Weg dorthin.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="756"/>
        <source>Nothing you carry would help now.</source>
        <translation>Nichts, was du trägst, würde jetzt helfen.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="841"/>
        <source>No run yet: File ▸ New game (Ctrl+N).</source>
        <translation>Noch kein Lauf: Datei ▸ Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="844"/>
        <source>Watching a replay: turn %1 · Esc stops</source>
        <translation>Aufzeichnung läuft: Zug %1 · Esc beendet</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="849"/>
        <source>Aim %1: move the target with the direction keys or the mouse; Enter or a click casts; Esc cancels.</source>
        <translation>Ziele %1: bewege das Ziel mit den Richtungstasten oder der Maus; Enter oder ein Klick zaubert; Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="852"/>
        <source>Aim: move the target with the direction keys or the mouse; t, Enter or a click fires; Esc cancels.</source>
        <translation>Zielen: das Ziel mit den Richtungstasten oder der Maus bewegen; t, Enter oder ein Klick schießt; Esc bricht ab.</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="858"/>
        <source>Look: you have not seen that place. (Esc to stop)</source>
        <translation>Umsehen: diese Stelle hast du noch nicht gesehen. (Esc beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="859"/>
        <source>Look: %1  (Esc to stop)</source>
        <translation>Umsehen: %1  (Esc beendet)</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="861"/>
        <source>Battle! a or Enter: attack · d: defend · s: spell · i: item · e or Esc: escape</source>
        <translation>Kampf! a oder Enter: angreifen · d: verteidigen · s: Zauber · i: Gegenstand · e oder Esc: fliehen</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="868"/>
        <source>Move: arrows, numpad, hjklyubn or WASD · o explore · Tab fight · g pick up · Enter open · t fire · Q drink · i items · E equipment · C attributes · m spells · x look · &lt; &gt; stairs · F2 tiles/glyphs</source>
        <translation>Bewegen: Pfeile, Ziffernblock, hjklyubn oder WASD · o erkunden · Tab kämpfen · g aufheben · Enter öffnen · t schießen · Q trinken · i Gegenstände · E Ausrüstung · C Werte · m Zauber · x umsehen · &lt; &gt; Treppen · F2 Kacheln/Zeichen</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="943"/>
        <source>Items  i</source>
        <translation>Gegenstände  i</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="943"/>
        <source>Equipment  E</source>
        <translation>Ausrüstung  E</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="943"/>
        <source>Attributes  C</source>
        <translation>Werte  C</translation>
    </message>
    <message>
        <location filename="../app/game/GameTab.cpp" line="944"/>
        <source>Spells  m</source>
        <translation>Zauber  m</translation>
    </message>
</context>
<context>
    <name>pd::Histogram</name>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="58"/>
        <source>No levels yet</source>
        <translation>Noch keine Ebenen</translation>
    </message>
    <message>
        <location filename="../editor/preview/Histogram.cpp" line="65"/>
        <source>mean %1 · %2 levels</source>
        <translation>Schnitt %1 · %2 Ebenen</translation>
    </message>
</context>
<context>
    <name>pd::ImpactModel</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="84"/>
        <source>Monsters per level</source>
        <translation>Monster je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="86"/>
        <source>Items per level</source>
        <translation>Gegenstände je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="88"/>
        <source>Chests per level</source>
        <translation>Truhen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="90"/>
        <source>Traps per level</source>
        <translation>Fallen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="92"/>
        <source>Chips per level</source>
        <translation>Chips je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="94"/>
        <source>Rooms per level</source>
        <translation>Räume je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="96"/>
        <source>Floor share (%)</source>
        <translation>Bodenanteil (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="98"/>
        <source>Path length, arrival to the way down</source>
        <translation>Weglänge, Ankunft bis Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="100"/>
        <source>Dead ends per level</source>
        <translation>Sackgassen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="102"/>
        <source>Levels that could not be made</source>
        <translation>Ebenen, die sich nicht erzeugen ließen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="117"/>
        <source>Monster: %1</source>
        <translation>Monster: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="119"/>
        <source>Item: %1</source>
        <translation>Gegenstand: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="121"/>
        <source>Trap: %1</source>
        <translation>Falle: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="123"/>
        <source>Chest of %1</source>
        <translation>Truhe aus %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="125"/>
        <source>Chip: %1</source>
        <translation>Chip: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="135"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="137"/>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="168"/>
        <source>Within the sample&apos;s noise (±%1 a level): the seeds drew differently after the edit, which moves this by chance. More seeds narrow it.</source>
        <translation>Im Rauschen der Stichprobe (±%1 je Ebene): Nach der Änderung haben die Startwerte anders gewürfelt, das verschiebt diesen Wert zufällig. Mehr Startwerte machen es enger.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="172"/>
        <source>Beyond the sample&apos;s noise (±%1 a level)</source>
        <translation>Über dem Rauschen der Stichprobe (±%1 je Ebene)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="174"/>
        <source>Levels that could not be made, of %n in these depths</source>
        <translation>
            <numerusform>Ebenen, die sich nicht erzeugen ließen, von %n Ebene in diesen Tiefen</numerusform>
            <numerusform>Ebenen, die sich nicht erzeugen ließen, von %n Ebenen in diesen Tiefen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="176"/>
        <source>Average per level over %n levels of the sample</source>
        <translation>
            <numerusform>Schnitt je Ebene über eine Ebene der Stichprobe</numerusform>
            <numerusform>Schnitt je Ebene über %n Ebenen der Stichprobe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="223"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="225"/>
        <source>Depths</source>
        <translation>Tiefen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="227"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="229"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="231"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
</context>
<context>
    <name>pd::ImpactView</name>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="377"/>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="378"/>
        <source>the pack before the last edit</source>
        <translation>dem Paket vor der letzten Änderung</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="379"/>
        <location filename="../editor/preview/ImpactView.cpp" line="452"/>
        <source>the saved file</source>
        <translation>der gespeicherten Datei</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="380"/>
        <source> seeds</source>
        <translation> Startwerte</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="381"/>
        <source>The fixed seeds 1, 2, 3… both packs are measured over</source>
        <translation>Die festen Startwerte 1, 2, 3…, über die beide Pakete gemessen werden</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="382"/>
        <source> depths</source>
        <translation> Tiefen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="384"/>
        <source>Depths spread evenly from the first to the deepest (every depth when there are fewer)</source>
        <translation>Tiefen, gleichmäßig verteilt von der ersten bis zur tiefsten (jede Tiefe, wenn es weniger gibt)</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="386"/>
        <source>changes only</source>
        <translation>nur Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="387"/>
        <source>Find a monster, item, trap…</source>
        <translation>Monster, Gegenstand, Falle suchen…</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="388"/>
        <source>Measure again</source>
        <translation>Neu messen</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="389"/>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="389"/>
        <source>Hero wins</source>
        <translation>Held siegt</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="389"/>
        <source>Monster flees</source>
        <translation>Monster flieht</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="390"/>
        <source>Hero dies</source>
        <translation>Held stirbt</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="390"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="390"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="446"/>
        <source>the pack before “%1”</source>
        <translation>dem Paket vor „%1“</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="449"/>
        <source>the saved file (no edit yet)</source>
        <translation>der gespeicherten Datei (noch keine Änderung)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="498"/>
        <source>Measuring %n levels…</source>
        <translation>
            <numerusform>Messe eine Ebene…</numerusform>
            <numerusform>Messe %n Ebenen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="550"/>
        <location filename="../editor/preview/ImpactView.cpp" line="551"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="552"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="580"/>
        <source>The balance simulation, %n battles per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</source>
        <translation>
            <numerusform>Die Balance-Simulation, %n Kampf je Monster vorher und nachher, für jedes Monster, dessen Eintrag sich geändert hat (gegen einen Helden auf der Stufe des Monsters):</numerusform>
            <numerusform>Die Balance-Simulation, %n Kämpfe je Monster vorher und nachher, für jedes Monster, dessen Eintrag sich geändert hat (gegen einen Helden auf der Stufe des Monsters):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="594"/>
        <source>Make an edit to see what it changes in the dungeons.</source>
        <translation>Ändere etwas, um zu sehen, was es in den Kerkern bewirkt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="598"/>
        <source>%n levels</source>
        <translation>
            <numerusform>%n Ebene</numerusform>
            <numerusform>%n Ebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="599"/>
        <source>%n seeds</source>
        <translation>
            <numerusform>%n Startwert</numerusform>
            <numerusform>%n Startwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="600"/>
        <source>%n depths</source>
        <translation>
            <numerusform>%n Tiefe</numerusform>
            <numerusform>%n Tiefen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="604"/>
        <source>The pack is as saved. Make an edit to see what it changes in %1.</source>
        <translation>Das Paket ist wie gespeichert. Ändere etwas, um zu sehen, was es in %1 bewirkt.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="605"/>
        <source>No edit yet. Make one to see what it changes in %1.</source>
        <translation>Noch keine Änderung. Ändere etwas, um zu sehen, was es in %1 bewirkt.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="610"/>
        <source>Compared with %1: this changes nothing in %2.</source>
        <translation>Verglichen mit %1: Das ändert nichts in %2.</translation>
    </message>
    <message>
        <location filename="../editor/preview/ImpactView.cpp" line="615"/>
        <source>Compared with %1: the same %2; no monster, item or trap moves.</source>
        <translation>Verglichen mit %1: %2 unverändert; kein Monster, kein Gegenstand und keine Falle verschiebt sich.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="618"/>
        <source>Compared with %1: %n numbers changed over %2.</source>
        <translation>
            <numerusform>Verglichen mit %1: %n Zahl in %2 geändert.</numerusform>
            <numerusform>Verglichen mit %1: %n Zahlen in %2 geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="621"/>
        <source>%n of them beyond the noise of the sample (in colour).</source>
        <translation>
            <numerusform>Davon eine über dem Rauschen der Stichprobe (farbig).</numerusform>
            <numerusform>Davon %n über dem Rauschen der Stichprobe (farbig).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="624"/>
        <source>%n monsters&apos; records changed; their battles are below.</source>
        <translation>
            <numerusform>Der Eintrag eines Monsters hat sich geändert; seine Kämpfe stehen unten.</numerusform>
            <numerusform>Die Einträge von %n Monstern haben sich geändert; ihre Kämpfe stehen unten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ItemsPanel</name>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="54"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="55"/>
        <source>Use</source>
        <translation>Benutzen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="56"/>
        <source>Equip</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="57"/>
        <source>Drop</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="61"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="61"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../app/game/menus/ItemsPanel.cpp" line="87"/>
        <source>You carry nothing.</source>
        <translation>Du trägst nichts.</translation>
    </message>
</context>
<context>
    <name>pd::JsonEditor</name>
    <message>
        <location filename="../editor/json/JsonEditor.cpp" line="140"/>
        <source>Edit JSON</source>
        <translation>JSON bearbeiten</translation>
    </message>
</context>
<context>
    <name>pd::LogModel</name>
    <message>
        <location filename="../app/game/LogModel.cpp" line="49"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/game/LogModel.cpp" line="59"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>pd::MapView</name>
    <message>
        <location filename="../app/view/MapView.cpp" line="405"/>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <location filename="../app/view/MapView.cpp" line="407"/>
        <source>blocked</source>
        <translation>abgewehrt</translation>
    </message>
</context>
<context>
    <name>pd::NewGameDialog</name>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="46"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="49"/>
        <source>&amp;Pack</source>
        <translation>&amp;Paket</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="57"/>
        <source>Other &amp;folder…</source>
        <translation>Anderer &amp;Ordner…</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="75"/>
        <source>the pack&apos;s hero</source>
        <translation>der Held des Pakets</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="76"/>
        <source>&amp;Hero&apos;s name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="80"/>
        <source>a number or any text; empty for a random one</source>
        <translation>eine Zahl oder ein Text; leer für einen zufälligen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="82"/>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="86"/>
        <source>&amp;Seed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="92"/>
        <source>&amp;Start</source>
        <translation>&amp;Los</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="113"/>
        <source>Choose a pack folder</source>
        <translation>Einen Paketordner wählen</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="118"/>
        <source>%1 has no pack.json: it is not a pack folder.</source>
        <translation>%1 hat keine pack.json: das ist kein Paketordner.</translation>
    </message>
    <message>
        <location filename="../app/game/NewGameDialog.cpp" line="138"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
</context>
<context>
    <name>pd::NoticeBox</name>
    <message>
        <location filename="../app/game/menus/NoticeBox.cpp" line="45"/>
        <source>Enter: close</source>
        <translation>Enter: schließen</translation>
    </message>
</context>
<context>
    <name>pd::OddsDock</name>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="89"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="90"/>
        <source> rolls</source>
        <translation> Würfe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="91"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="92"/>
        <source>depth </source>
        <translation>Tiefe </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="93"/>
        <source>A count of this table uses the depth: the odds are those of a level this deep</source>
        <translation>Eine Anzahl dieser Tabelle hängt von der Tiefe ab: die Chancen gelten für eine Ebene dieser Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="95"/>
        <source>A number or any text; the same seed rolls the same results, as permadungeon-cli table does</source>
        <translation>Eine Zahl oder beliebiger Text; derselbe Startwert würfelt dieselben Ergebnisse, wie permadungeon-cli table</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="98"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="120"/>
        <source>Choose a table to see its odds.</source>
        <translation>Wähle eine Tabelle, um ihre Chancen zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="125"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="128"/>
        <source>weighted, total %1</source>
        <translation>gewichtet, Summe %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="129"/>
        <source>rolled on %1</source>
        <translation>gewürfelt mit %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="136"/>
        <source>No odds while the table has a problem: %1</source>
        <translation>Keine Chancen, solange die Tabelle ein Problem hat: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="140"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="146"/>
        <source>(no row: a gap)</source>
        <translation>(keine Zeile: eine Lücke)</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="149"/>
        <source>Final results, through nested tables</source>
        <translation>Endergebnisse, durch verschachtelte Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="152"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="153"/>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="156"/>
        <source>Whole outcomes of one roll</source>
        <translation>Ganze Ergebnisse eines Wurfs</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="158"/>
        <location filename="../editor/tables/OddsDock.cpp" line="182"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/OddsDock.cpp" line="164"/>
        <source>More than %n whole outcomes: only each result&apos;s own odds are shown.</source>
        <translation>
            <numerusform>Mehr als %n ganzes Ergebnis: nur die Chancen jedes einzelnen Ergebnisses werden gezeigt.</numerusform>
            <numerusform>Mehr als %n ganze Ergebnisse: nur die Chancen jedes einzelnen Ergebnisses werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="180"/>
        <source>#%1: %2</source>
        <translation>#%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="190"/>
        <source>%1: rolled %2, row %3</source>
        <translation>%1: %2 gewürfelt, Zeile %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/OddsDock.cpp" line="191"/>
        <source>%1: rolled %2, no row</source>
        <translation>%1: %2 gewürfelt, keine Zeile</translation>
    </message>
</context>
<context>
    <name>pd::ProblemsDock</name>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="47"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="48"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="48"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="48"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../editor/docks/ProblemsDock.cpp" line="75"/>
        <source>No problems.</source>
        <translation>Keine Probleme.</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="76"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="77"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RecordForm</name>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="149"/>
        <location filename="../editor/records/RecordForm.cpp" line="164"/>
        <location filename="../editor/records/RecordForm.cpp" line="176"/>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="176"/>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="231"/>
        <source>ids, separated by commas</source>
        <translation>IDs, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="233"/>
        <source>a number or dice, e.g. 2d6+3</source>
        <translation>eine Zahl oder Würfel, z. B. 2d6+3</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="281"/>
        <source>&lt;b&gt;Ruleset&lt;/b&gt; — the rule variants this pack plays by; depth bands, experience and starting inventory are in its JSON</source>
        <translation>&lt;b&gt;Regelwerk&lt;/b&gt; — die Regelvarianten, nach denen dieses Paket spielt; Tiefenbereiche, Erfahrung und Startausrüstung stehen in seinem JSON</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="363"/>
        <source>restricts %1 · restricted by %2</source>
        <translation>bezwingt %1 · bezwungen von %2</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="365"/>
        <location filename="../editor/records/RecordForm.cpp" line="366"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordForm.cpp" line="396"/>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>pd::RecordListDock</name>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="129"/>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="132"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="135"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="138"/>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="141"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="144"/>
        <source>Search ids and names</source>
        <translation>IDs und Namen durchsuchen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="155"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="155"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="157"/>
        <source>All tiers</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="156"/>
        <location filename="../editor/docks/RecordListDock.cpp" line="157"/>
        <source>All elements</source>
        <translation>Alle Elemente</translation>
    </message>
    <message>
        <location filename="../editor/docks/RecordListDock.cpp" line="156"/>
        <source>All types</source>
        <translation>Alle Typen</translation>
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
        <location filename="../editor/records/RecordSheet.cpp" line="82"/>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="97"/>
        <source>Sheet</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="98"/>
        <source>Simulate battles</source>
        <translation>Kämpfe simulieren</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="99"/>
        <source>Each monster fights this many battles against a hero of its level (as permadungeon-cli balance does)</source>
        <translation>Jedes Monster kämpft so viele Kämpfe gegen einen Helden seiner Stufe (wie permadungeon-cli balance)</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="101"/>
        <source> battles</source>
        <translation> Kämpfe</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="104"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="105"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="106"/>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/records/RecordSheet.cpp" line="107"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="210"/>
        <source>Simulating %n battles a monster…</source>
        <translation>
            <numerusform>Simuliere %n Kampf je Monster…</numerusform>
            <numerusform>Simuliere %n Kämpfe je Monster…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="227"/>
        <source>%n monster(s) simulated.</source>
        <translation>
            <numerusform>%n Monster simuliert.</numerusform>
            <numerusform>%n Monster simuliert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RunEndView</name>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="67"/>
        <source>&amp;New run (N)</source>
        <translation>&amp;Neuer Lauf (N)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="69"/>
        <source>Same &amp;seed (R)</source>
        <translation>Gleicher &amp;Startwert (R)</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="87"/>
        <source>Victory!</source>
        <translation>Sieg!</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="87"/>
        <source>You have died</source>
        <translation>Du bist gestorben</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="91"/>
        <source>%1 won the run.</source>
        <translation>%1 hat den Lauf gewonnen.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="92"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="95"/>
        <source>Room %1 · %2 turns · score %3 · %n kill(s)</source>
        <translation>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Sieg</numerusform>
            <numerusform>Raum %1 · %2 Züge · %3 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="99"/>
        <source>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)</source>
        <translation>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Sieg</numerusform>
            <numerusform>Tiefe %1 (tiefste %2) · %3 Züge · %4 Punkte · %n Siege</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="104"/>
        <source>Seed %1 · pack %2</source>
        <translation>Startwert %1 · Paket %2</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="105"/>
        <source>Rank %1 in the high-score table.</source>
        <translation>Platz %1 in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="106"/>
        <source>Not in the high-score table this time.</source>
        <translation>Diesmal nicht in der Bestenliste.</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="113"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="123"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../app/game/RunEndView.cpp" line="142"/>
        <source>N: a new run · R: the same seed again</source>
        <translation>N: ein neuer Lauf · R: derselbe Startwert noch einmal</translation>
    </message>
</context>
<context>
    <name>pd::SearchDock</name>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="41"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="42"/>
        <source>Find in the whole pack</source>
        <translation>Im ganzen Paket suchen</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="43"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="43"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../editor/search/SearchDock.cpp" line="43"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>pd::SeedPreviewDock</name>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="311"/>
        <source>Seed preview</source>
        <translation>Startwert-Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="312"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="313"/>
        <source>A number, or any text (it is turned into a number)</source>
        <translation>Eine Zahl oder beliebiger Text (er wird in eine Zahl umgewandelt)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="314"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="315"/>
        <source>A random seed</source>
        <translation>Ein zufälliger Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="316"/>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="317"/>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="318"/>
        <source>Glyphs</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="319"/>
        <source>Play this seed</source>
        <translation>Diesen Startwert spielen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="321"/>
        <source>Play the pack as it is here, saved or not, at this seed and depth, in the Game tab</source>
        <translation>Das Paket so spielen, wie es hier ist, gespeichert oder nicht, mit diesem Startwert und dieser Tiefe, im Tab „Spiel“</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="322"/>
        <source>Play this pack</source>
        <translation>Dieses Paket spielen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="323"/>
        <source>Play the pack as it is here from the first level, at this seed</source>
        <translation>Das Paket so spielen, wie es hier ist, ab der ersten Ebene, mit diesem Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="324"/>
        <source>Override the generator:</source>
        <translation>Generator überschreiben:</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="326"/>
        <source>For this preview only: the pack&apos;s generator settings stay as they are</source>
        <translation>Nur für diese Vorschau: Die Generator-Einstellungen des Pakets bleiben, wie sie sind</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="327"/>
        <source>width </source>
        <translation>Breite </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="328"/>
        <source>width as the pack</source>
        <translation>Breite wie im Paket</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="329"/>
        <source>height </source>
        <translation>Höhe </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="330"/>
        <source>height as the pack</source>
        <translation>Höhe wie im Paket</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="331"/>
        <source>more settings as JSON, e.g. &quot;fillPercent&quot;: 50</source>
        <translation>weitere Einstellungen als JSON, z. B. &quot;fillPercent&quot;: 50</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="332"/>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="333"/>
        <source>Contact sheet</source>
        <translation>Kontaktbogen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="334"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="335"/>
        <source>Impact of an edit</source>
        <translation>Auswirkung einer Änderung</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="336"/>
        <source>What the last edit changed in the dungeons, seed by seed</source>
        <translation>Was die letzte Änderung in den Kerkern bewirkt hat, Startwert für Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="337"/>
        <source>Seeds from</source>
        <translation>Startwerte ab</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="338"/>
        <source>count </source>
        <translation>Anzahl </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="339"/>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="340"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="341"/>
        <source>Sort by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="342"/>
        <source>largest first</source>
        <translation>größte zuerst</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="343"/>
        <source>Show where</source>
        <translation>Zeigen, wo</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="344"/>
        <source>from </source>
        <translation>von </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="345"/>
        <source>to </source>
        <translation>bis </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="346"/>
        <source>pinned only</source>
        <translation>nur angeheftete</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="347"/>
        <source>Pin / unpin</source>
        <translation>Anheften / lösen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="348"/>
        <source>Pinned seeds stay on the sheet, first, whatever the range</source>
        <translation>Angeheftete Startwerte bleiben auf dem Bogen, ganz vorn, egal welcher Bereich</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="349"/>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="349"/>
        <source>rooms</source>
        <translation>Räume</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="349"/>
        <source>size (cells)</source>
        <translation>Größe (Felder)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="350"/>
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="350"/>
        <source>items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="350"/>
        <source>chests</source>
        <translation>Truhen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="351"/>
        <source>traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="351"/>
        <source>path length</source>
        <translation>Weglänge</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="351"/>
        <source>floor (‰)</source>
        <translation>Bodenanteil (‰)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="356"/>
        <source>Monsters per level</source>
        <translation>Monster je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="357"/>
        <source>Path length, arrival to the way down</source>
        <translation>Weglänge, Ankunft bis Weg nach unten</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="358"/>
        <source>Floor share (%)</source>
        <translation>Bodenanteil (%)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="359"/>
        <source>Chests per level</source>
        <translation>Truhen je Ebene</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="471"/>
        <source>This level cannot be made: %1</source>
        <translation>Diese Ebene lässt sich nicht erzeugen: %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="475"/>
        <source>&lt;h3&gt;Seed %1, depth %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Startwert %1, Tiefe %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="476"/>
        <source>&lt;p&gt;%1 level, %2×%3 cells, %4, floor %5%&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ebene vom Typ %1, %2×%3 Felder, %4, Bodenanteil %5 %&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="480"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>ein Raum</numerusform>
            <numerusform>%n Räume</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="485"/>
        <source>&lt;p&gt;No way down on this level.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf dieser Ebene gibt es keinen Weg nach unten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="487"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the way down (blue ring).&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Schritte von der Ankunft (weißer Ring) bis zum Weg nach unten (blauer Ring).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="490"/>
        <source>&lt;p&gt;%1 steps from the arrival (white ring) to the nearest other door.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Schritte von der Ankunft (weißer Ring) bis zur nächsten anderen Tür.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="513"/>
        <source>a chest (its loot from table %1)</source>
        <translation>eine Truhe (ihre Beute aus Tabelle %1)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="518"/>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="519"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="523"/>
        <source>&lt;h3&gt;Where it came from&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; at %2, %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Woher es kommt&lt;/h3&gt;&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; bei %2, %3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="531"/>
        <source>&lt;p&gt;It came with its room: the room&apos;s contents are rolled on the &lt;i&gt;level&lt;/i&gt; stream (index %1) when the room is made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es kam mit seinem Raum: Der Inhalt eines Raums wird beim Erzeugen des Raums auf dem Strom &lt;i&gt;level&lt;/i&gt; (Index %1) ausgewürfelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="534"/>
        <source>&lt;p&gt;It came with its room: one roll of the room&apos;s contents table %1 on the &lt;i&gt;level&lt;/i&gt; stream (index %2) when the room was made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es kam mit seinem Raum: ein Wurf der Inhaltstabelle %1 des Raums auf dem Strom &lt;i&gt;level&lt;/i&gt; (Index %2), als der Raum entstand.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="541"/>
        <source>&lt;p&gt;The win condition&apos;s artefact: it lies on the cell farthest from the arrival (no roll).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Artefakt der Siegbedingung: Es liegt auf dem Feld, das am weitesten von der Ankunft entfernt ist (kein Wurf).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="543"/>
        <source>&lt;p&gt;Stream &lt;i&gt;%1&lt;/i&gt;, index %2 (the depth).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Strom &lt;i&gt;%1&lt;/i&gt;, Index %2 (die Tiefe).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="545"/>
        <source>&lt;p&gt;The band&apos;s chest count &lt;b&gt;%1&lt;/b&gt; gave %2; this is chest %3. What it holds is rolled from table %4 when it is opened.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Truhenanzahl &lt;b&gt;%1&lt;/b&gt; des Tiefenbereichs ergab %2; dies ist Truhe %3. Ihr Inhalt wird beim Öffnen aus Tabelle %4 ausgewürfelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="552"/>
        <source>&lt;p&gt;A chest&apos;s guard: one more roll of table %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Wächter einer Truhe: ein weiterer Wurf auf Tabelle %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="554"/>
        <source>&lt;p&gt;The band&apos;s count &lt;b&gt;%1&lt;/b&gt; gave %2 rolls of table %3; this came from roll %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Anzahl &lt;b&gt;%1&lt;/b&gt; des Tiefenbereichs ergab %2 Würfe auf Tabelle %3; dies stammt aus Wurf %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="568"/>
        <source>table %1: row %2</source>
        <translation>Tabelle %1: Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="569"/>
        <source>table %1: no row (a gap)</source>
        <translation>Tabelle %1: keine Zeile (eine Lücke)</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="570"/>
        <source>, weighted pick at %1</source>
        <translation>, gewichtete Wahl bei %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="571"/>
        <source>, dice %1</source>
        <translation>, Würfel %1</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="576"/>
        <source>&lt;p&gt;The roll gave: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Wurf ergab: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="586"/>
        <source>&lt;p&gt;&lt;i&gt;Click a monster, item, trap or chest to see where it came from.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Klicke auf ein Monster, einen Gegenstand, eine Falle oder eine Truhe, um zu sehen, woher es kommt.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="661"/>
        <source>Generate a contact sheet to see its levels&apos; figures here.</source>
        <translation>Erzeuge einen Kontaktbogen, um hier die Kennzahlen seiner Ebenen zu sehen.</translation>
    </message>
    <message>
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="662"/>
        <source>Depth %1: %2 of %3 levels made</source>
        <translation>Tiefe %1: %2 von %3 Ebenen erzeugt</translation>
    </message>
</context>
<context>
    <name>pd::Shell</name>
    <message>
        <location filename="../app/Shell.cpp" line="50"/>
        <source>About Permadungeon</source>
        <translation>Über Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/Shell.cpp" line="51"/>
        <source>Permadungeon %1
A roguelike and the construction kit it is built with.</source>
        <translation>Permadungeon %1
Ein Roguelike und der Baukasten, aus dem es gemacht ist.</translation>
    </message>
    <message>
        <location filename="../app/Shell.cpp" line="118"/>
        <source>Permadungeon</source>
        <translation>Permadungeon</translation>
    </message>
    <message>
        <location filename="../app/Shell.cpp" line="125"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/Shell.cpp" line="126"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/Shell.cpp" line="127"/>
        <source>&amp;About Permadungeon</source>
        <translation>Ü&amp;ber Permadungeon</translation>
    </message>
</context>
<context>
    <name>pd::SoundSettingsDialog</name>
    <message>
        <location filename="../app/sound/SoundSettingsDialog.cpp" line="18"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../app/sound/SoundSettingsDialog.cpp" line="32"/>
        <source>&amp;Mute everything (Shift+M in the game)</source>
        <translation>Alles &amp;stumm (Umschalt+M im Spiel)</translation>
    </message>
    <message>
        <location filename="../app/sound/SoundSettingsDialog.cpp" line="35"/>
        <source>&amp;Effects:</source>
        <translation>&amp;Effekte:</translation>
    </message>
    <message>
        <location filename="../app/sound/SoundSettingsDialog.cpp" line="36"/>
        <source>M&amp;usic:</source>
        <translation>M&amp;usik:</translation>
    </message>
    <message>
        <location filename="../app/sound/SoundSettingsDialog.cpp" line="45"/>
        <source>No audio output was found: the game is silent.</source>
        <translation>Keine Audioausgabe gefunden: das Spiel bleibt stumm.</translation>
    </message>
</context>
<context>
    <name>pd::SpellsPanel</name>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="65"/>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="66"/>
        <source>Cast</source>
        <translation>Zaubern</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="70"/>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="70"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="70"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="82"/>
        <source>%1 — %n point(s)</source>
        <translation>
            <numerusform>%1 — %n Punkt</numerusform>
            <numerusform>%1 — %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="97"/>
        <source>This dungeon has no spells.</source>
        <translation>In diesem Verlies gibt es keine Zauber.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="137"/>
        <source>%1, level %2, %3 · %4 MP</source>
        <translation>%1, Stufe %2, %3 · %4 MP</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="147"/>
        <source>Does %1 damage, not lessened by defence; a third more against an element it restricts.</source>
        <translation>Macht %1 Schaden, von Abwehr nicht gemindert; ein Drittel mehr gegen ein Element, das es bezwingt.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="153"/>
        <source>Heals %1 HP (you have %2 of %3).</source>
        <translation>Heilt %1 LP (du hast %2 von %3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="157"/>
        <source>Gives you %1 for %n round(s).</source>
        <translation>
            <numerusform>Gibt dir %1 für %n Runde.</numerusform>
            <numerusform>Gibt dir %1 für %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="163"/>
        <source>Gives the enemy %1 for %n round(s).</source>
        <translation>
            <numerusform>Gibt dem Gegner %1 für %n Runde.</numerusform>
            <numerusform>Gibt dem Gegner %1 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="169"/>
        <source>Strength %1: power %2 + %3 point(s) of %4 × %5.</source>
        <translation>Stärke %1: Kraft %2 + %3 Punkt(e) %4 × %5.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="178"/>
        <source>Opens at %1 points of %2; you have %3.</source>
        <translation>Öffnet sich bei %1 Punkten %2; du hast %3.</translation>
    </message>
    <message>
        <location filename="../app/game/menus/SpellsPanel.cpp" line="185"/>
        <source>It flies like a bolt: aim it at a cell or in a direction.</source>
        <translation>Er fliegt wie ein Geschoss: ziele auf ein Feld oder in eine Richtung.</translation>
    </message>
</context>
<context>
    <name>pd::StatsPanel</name>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="64"/>
        <source>Seed: %1</source>
        <translation>Startwert: %1</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="65"/>
        <source>Select the seed to copy it; the same seed makes the same dungeon.</source>
        <translation>Den Startwert markieren, um ihn zu kopieren; derselbe Startwert ergibt denselben Kerker.</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="101"/>
        <source>Level %1 · %2</source>
        <translation>Stufe %1 · %2</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="108"/>
        <source>XP</source>
        <translation>EP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="111"/>
        <source>HP</source>
        <translation>LP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="115"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="129"/>
        <source>XP %1 (highest level)</source>
        <translation>EP %1 (höchste Stufe)</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="130"/>
        <source>XP %1 · next level at %2</source>
        <translation>EP %1 · nächste Stufe bei %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="158"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="171"/>
        <source>Room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="171"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="173"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="174"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="176"/>
        <source>Chips left</source>
        <translation>Chips übrig</translation>
    </message>
    <message>
        <location filename="../app/game/StatsPanel.cpp" line="178"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
</context>
<context>
    <name>pd::TableEditor</name>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="139"/>
        <source>Change table name</source>
        <translation>Tabellennamen ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="142"/>
        <source>Change table description</source>
        <translation>Tabellenbeschreibung ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="145"/>
        <source>Change dice</source>
        <translation>Würfel ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="159"/>
        <source>Range or weight</source>
        <translation>Bereich oder Gewicht</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="159"/>
        <source>Gives</source>
        <translation>Ergibt</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="159"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="159"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="159"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="160"/>
        <source>What designers call it</source>
        <translation>Wie Gestalter sie nennen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="161"/>
        <source>What it is for</source>
        <translation>Wofür sie da ist</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="162"/>
        <source>Dice such as 1d100; empty: the rows are weighted</source>
        <translation>Würfel wie 1d100; leer: die Zeilen sind gewichtet</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="163"/>
        <location filename="../editor/tables/TableEditor.cpp" line="463"/>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="164"/>
        <location filename="../editor/tables/TableEditor.cpp" line="473"/>
        <source>Duplicate row</source>
        <translation>Zeile duplizieren</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="165"/>
        <location filename="../editor/tables/TableEditor.cpp" line="482"/>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="166"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="167"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="247"/>
        <source>Change weight</source>
        <translation>Gewicht ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="247"/>
        <source>Change range</source>
        <translation>Bereich ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="253"/>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="254"/>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="254"/>
        <source>several (all)</source>
        <translation>mehrere (all)</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="287"/>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="290"/>
        <source>Change label</source>
        <translation>Bezeichnung ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="319"/>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="321"/>
        <source>Change count</source>
        <translation>Anzahl ändern</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="424"/>
        <location filename="../editor/tables/TableEditor.cpp" line="445"/>
        <source>Change what a row gives</source>
        <translation>Ändern, was eine Zeile ergibt</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="460"/>
        <source>New result</source>
        <translation>Neues Ergebnis</translation>
    </message>
    <message>
        <location filename="../editor/tables/TableEditor.cpp" line="488"/>
        <source>Move row</source>
        <translation>Zeile verschieben</translation>
    </message>
</context>
<context>
    <name>pd::WhereFromDock</name>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="94"/>
        <source>Where from</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="95"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="95"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="95"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="96"/>
        <source>The chance of at least one, per roll, chest, kill or level as the line says</source>
        <translation>Die Chance auf mindestens eines, je Wurf, Truhe, Sieg oder Ebene, wie die Zeile sagt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="98"/>
        <source>How many on average</source>
        <translation>Wie viele im Schnitt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="119"/>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="120"/>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="121"/>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="160"/>
        <source>a roll of %1</source>
        <translation>ein Wurf auf %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="162"/>
        <source>%1, the %2 table of depth band %3</source>
        <translation>%1, die %2-Tabelle des Tiefenbereichs %3</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="166"/>
        <source>chests of %1, opened (band %2)</source>
        <translation>Truhen aus %1, geöffnet (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="168"/>
        <source>chests of %1, the mimic (band %2)</source>
        <translation>Truhen aus %1, der Mimic (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="170"/>
        <source>chests of %1, their trap (band %2)</source>
        <translation>Truhen aus %1, ihre Falle (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="172"/>
        <source>maze chests&apos; guards from %1 (band %2)</source>
        <translation>Wächter der Labyrinth-Truhen aus %1 (Bereich %2)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="174"/>
        <source>the trophy of %1, per kill</source>
        <translation>die Trophäe von %1, je Sieg</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="176"/>
        <source>the hero starts with %n</source>
        <translation>
            <numerusform>der Held beginnt mit einem</numerusform>
            <numerusform>der Held beginnt mit %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="178"/>
        <source>the win item, laid on depth %1</source>
        <translation>der Siegesgegenstand, auf Tiefe %1 gelegt</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="193"/>
        <source>Choose an item, monster or trap to see every way the pack gives it.</source>
        <translation>Wähle einen Gegenstand, ein Monster oder eine Falle, um jeden Weg zu sehen, auf dem das Paket es hergibt.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="198"/>
        <source>Not computed: %1</source>
        <translation>Nicht berechnet: %1</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="203"/>
        <source>Nothing in the pack gives %1.</source>
        <translation>Nichts im Paket ergibt %1.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="204"/>
        <source>Every way the pack gives %1; double-click a table to edit it.</source>
        <translation>Jeder Weg, auf dem das Paket %1 hergibt; Doppelklick auf eine Tabelle bearbeitet sie.</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="213"/>
        <source>%1 row %2</source>
        <translation>%1 Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="215"/>
        <source> (all #%1)</source>
        <translation> (all #%1)</translation>
    </message>
    <message>
        <location filename="../editor/tables/WhereFromDock.cpp" line="227"/>
        <source>a level of depth %1 (%2 rolls on average)</source>
        <translation>eine Ebene der Tiefe %1 (im Schnitt %2 Würfe)</translation>
    </message>
</context>
</TS>
