<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameWording</name>
    <message numerus="yes">
        <location filename="../words/GameWording.cpp" line="+167"/>
        <source>Loud: monsters hear you %n cell(s) further while you wear it.</source>
        <translation>
            <numerusform>Loud: monsters hear you %n cell further while you wear it.</numerusform>
            <numerusform>Loud: monsters hear you %n cells further while you wear it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Quiet: monsters hear you %n cell(s) less far while you wear it.</source>
        <translation>
            <numerusform>Quiet: monsters hear you %n cell less far while you wear it.</numerusform>
            <numerusform>Quiet: monsters hear you %n cells less far while you wear it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>You carry %n.</source>
        <translation>
            <numerusform>You carry one.</numerusform>
            <numerusform>You carry %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 for %n turn(s)</source>
        <translation>
            <numerusform>%1 for %n turn</numerusform>
            <numerusform>%1 for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>blinks up to %n cell(s) along the aim</source>
        <translation>
            <numerusform>blinks up to %n cell along the aim</numerusform>
            <numerusform>blinks up to %n cells along the aim</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>senses every monster for %n turn(s)</source>
        <translation>
            <numerusform>senses every monster for %n turn</numerusform>
            <numerusform>senses every monster for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <location line="+245"/>
        <source>calls %n %1</source>
        <translation>
            <numerusform>calls %n %1</numerusform>
            <numerusform>calls %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-242"/>
        <source>identifies %n unknown kind(s)</source>
        <translation>
            <numerusform>identifies %n unknown kind</numerusform>
            <numerusform>identifies %n unknown kinds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>a cloud of %1: %2 for %n turn(s) to whoever stands in it</source>
        <translation>
            <numerusform>a cloud of %1: %2 for %n turn to whoever stands in it</numerusform>
            <numerusform>a cloud of %1: %2 for %n turns to whoever stands in it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%1 (every monster within %n cell(s))</source>
        <translation>
            <numerusform>%1 (every monster within %n cell)</numerusform>
            <numerusform>%1 (every monster within %n cells)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+124"/>
        <source>%1 (%n turn(s))</source>
        <translation>
            <numerusform>%1 (%n turn)</numerusform>
            <numerusform>%1 (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>explodes when it dies (%1 damage within %n cell(s))</source>
        <translation>
            <numerusform>explodes when it dies (%1 damage within one cell)</numerusform>
            <numerusform>explodes when it dies (%1 damage within %n cells)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../words/LogWords.cpp" line="+882"/>
        <source>%1 casts %2: invincible for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2: invincible for %n round.</numerusform>
            <numerusform>%1 casts %2: invincible for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 casts %2: recovers %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2: recovers %3 HP a round for %n round.</numerusform>
            <numerusform>%1 casts %2: recovers %3 HP a round for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 casts %2: %3 +%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2: %3 +%4 for %n round.</numerusform>
            <numerusform>%1 casts %2: %3 +%4 for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-16"/>
        <source>You cast %1: invincible for %n round(s).</source>
        <translation>
            <numerusform>You cast %1: invincible for %n round.</numerusform>
            <numerusform>You cast %1: invincible for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-527"/>
        <source>You rest for %n turn(s) and feel whole again.</source>
        <translation>
            <numerusform>You rest for %n turn and feel whole again.</numerusform>
            <numerusform>You rest for %n turns and feel whole again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You rest for %n turn(s).</source>
        <translation>
            <numerusform>You rest for %n turn.</numerusform>
            <numerusform>You rest for %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Something hurts you: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>Something hurts you: you stop resting after %n turn.</numerusform>
            <numerusform>Something hurts you: you stop resting after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 comes into view: you stop resting after %n turn(s).</source>
        <translation>
            <numerusform>%1 comes into view: you stop resting after %n turn.</numerusform>
            <numerusform>%1 comes into view: you stop resting after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>You buy the %1 for %n gold.</source>
        <translation>
            <numerusform>You buy the %1 for %n gold.</numerusform>
            <numerusform>You buy the %1 for %n gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+228"/>
        <source>You are %1 (%n turn(s)).</source>
        <translation>
            <numerusform>You are %1 (%n turn).</numerusform>
            <numerusform>You are %1 (%n turns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>You zap the %1 (%n charge(s) left).</source>
        <translation>
            <numerusform>You zap the %1 (%n charge left).</numerusform>
            <numerusform>You zap the %1 (%n charges left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>You blink %n cell(s) ahead.</source>
        <translation>
            <numerusform>You blink %n cell ahead.</numerusform>
            <numerusform>You blink %n cells ahead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You sense %n thing(s) lying on this level.</source>
        <translation>
            <numerusform>You sense %n thing lying on this level.</numerusform>
            <numerusform>You sense %n things lying on this level.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 is thrown back %n cell(s).</source>
        <translation>
            <numerusform>%1 is thrown back %n cell.</numerusform>
            <numerusform>%1 is thrown back %n cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n of %1 appear!</source>
        <translation>
            <numerusform>%n of %1 appears!</numerusform>
            <numerusform>%n of %1 appear!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%1 calls for help: %n more come(s) (%2).</source>
        <translation>
            <numerusform>%1 calls for help: %n more comes (%2).</numerusform>
            <numerusform>%1 calls for help: %n more come (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+99"/>
        <source>You cast %1: you recover %2 HP a round for %n round(s).</source>
        <translation>
            <numerusform>You cast %1: you recover %2 HP a round for %n round.</numerusform>
            <numerusform>You cast %1: you recover %2 HP a round for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You cast %1: %2 +%3 for %n round(s).</source>
        <translation>
            <numerusform>You cast %1: %2 +%3 for %n round.</numerusform>
            <numerusform>You cast %1: %2 +%3 for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You cast %1: %2 is silenced for %n round(s).</source>
        <translation>
            <numerusform>You cast %1: %2 is silenced for %n round.</numerusform>
            <numerusform>You cast %1: %2 is silenced for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 casts %2: you are silenced for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2: you are silenced for %n round.</numerusform>
            <numerusform>%1 casts %2: you are silenced for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You cast %1: %2 burns for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>You cast %1: %2 burns for %3 HP a round for %n round.</numerusform>
            <numerusform>You cast %1: %2 burns for %3 HP a round for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 casts %2: you burn for %3 HP a round for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2: you burn for %3 HP a round for %n round.</numerusform>
            <numerusform>%1 casts %2: you burn for %3 HP a round for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You cast %1 on %2: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>You cast %1 on %2: %3 −%4 for %n round.</numerusform>
            <numerusform>You cast %1 on %2: %3 −%4 for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 casts %2 on you: %3 −%4 for %n round(s).</source>
        <translation>
            <numerusform>%1 casts %2 on you: %3 −%4 for %n round.</numerusform>
            <numerusform>%1 casts %2 on you: %3 −%4 for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-766"/>
        <source>(%1, in room %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, in room %2 after %n turn.)</numerusform>
            <numerusform>(%1, in room %2 after %n turns.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%1, on depth %2 after %n turn(s).)</source>
        <translation>
            <numerusform>(%1, on depth %2 after %n turn.)</numerusform>
            <numerusform>(%1, on depth %2 after %n turns.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You die, %1, in room %2 after %n turn(s).</source>
        <translation>
            <numerusform>You die, %1, in room %2 after %n turn.</numerusform>
            <numerusform>You die, %1, in room %2 after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You die, %1, on depth %2 after %n turn(s).</source>
        <translation>
            <numerusform>You die, %1, on depth %2 after %n turn.</numerusform>
            <numerusform>You die, %1, on depth %2 after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>The exit is sealed: %n chip(s) still to find.</source>
        <translation>
            <numerusform>The exit is sealed: %n chip still to find.</numerusform>
            <numerusform>The exit is sealed: %n chips still to find.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+345"/>
        <source>You cast %1 (%n round(s)).</source>
        <translation>
            <numerusform>You cast %1 (%n round).</numerusform>
            <numerusform>You cast %1 (%n rounds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 takes hold of %2 (%n round(s)).</source>
        <translation>
            <numerusform>%1 takes hold of %2 (%n round).</numerusform>
            <numerusform>%1 takes hold of %2 (%n rounds).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-329"/>
        <source>You stand in the doorway; it leads on once you have taken %n more step(s) in the room.</source>
        <translation>
            <numerusform>You stand in the doorway; it leads on once you have taken %n more step in the room.</numerusform>
            <numerusform>You stand in the doorway; it leads on once you have taken %n more steps in the room.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ArchiveWords</name>
    <message numerus="yes">
        <location filename="../words/ArchiveWords.cpp" line="+11"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+81"/>
        <source>not a valid pack: %n errors</source>
        <translation>
            <numerusform>not a valid pack: one error</numerusform>
            <numerusform>not a valid pack: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and one more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::AttributesPanel</name>
    <message numerus="yes">
        <location filename="../app/game/menus/AttributesPanel.cpp" line="+154"/>
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>%n turn left</numerusform>
            <numerusform>%n turns left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::BattleView</name>
    <message numerus="yes">
        <location filename="../app/game/battle/BattleView.cpp" line="+522"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ContactSheetModel</name>
    <message numerus="yes">
        <location filename="../editor/preview/ContactSheet.cpp" line="+67"/>
        <source>%n monsters</source>
        <translation>
            <numerusform>%n monster</numerusform>
            <numerusform>%n monsters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n chests</source>
        <translation>
            <numerusform>%n chest</numerusform>
            <numerusform>%n chests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n traps</source>
        <translation>
            <numerusform>%n trap</numerusform>
            <numerusform>%n traps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n chips</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+77"/>
        <location line="+9"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>%n room</numerusform>
            <numerusform>%n rooms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::EquipmentPanel</name>
    <message numerus="yes">
        <location filename="../app/game/menus/EquipmentPanel.cpp" line="+140"/>
        <source>Monsters hear you %n cell(s) further.</source>
        <translation>
            <numerusform>Monsters hear you %n cell further.</numerusform>
            <numerusform>Monsters hear you %n cells further.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Monsters hear you %n cell(s) less far.</source>
        <translation>
            <numerusform>Monsters hear you %n cell less far.</numerusform>
            <numerusform>Monsters hear you %n cells less far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::GeneratorEditor</name>
    <message numerus="yes">
        <location filename="../editor/tables/GeneratorEditor.cpp" line="+781"/>
        <source>%n room(s)</source>
        <translation>
            <numerusform>%n room</numerusform>
            <numerusform>%n rooms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+5"/>
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n dead end</numerusform>
            <numerusform>%n dead ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n step(s) from the stairs up to the stairs down.</source>
        <translation>
            <numerusform>%n step from the stairs up to the stairs down.</numerusform>
            <numerusform>%n steps from the stairs up to the stairs down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) from the way in to the nearest other door.</source>
        <translation>
            <numerusform>%n step from the way in to the nearest other door.</numerusform>
            <numerusform>%n steps from the way in to the nearest other door.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::HighScoresDialog</name>
    <message numerus="yes">
        <location filename="../app/game/HighScoresDialog.cpp" line="+47"/>
        <source>%n run(s), the best first, of every pack.</source>
        <translation>
            <numerusform>%n run, the best first, of every pack.</numerusform>
            <numerusform>%n runs, the best first, of every pack.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ImpactModel</name>
    <message numerus="yes">
        <location filename="../editor/preview/ImpactView.cpp" line="+179"/>
        <source>Levels that could not be made, of %n in these depths</source>
        <translation>
            <numerusform>Levels that could not be made, of one in these depths</numerusform>
            <numerusform>Levels that could not be made, of %n in these depths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Average per level over %n levels of the sample</source>
        <translation>
            <numerusform>Average over the one level of the sample</numerusform>
            <numerusform>Average per level over %n levels of the sample</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ImpactView</name>
    <message numerus="yes">
        <location line="+394"/>
        <source>Measuring %n levels…</source>
        <translation>
            <numerusform>Measuring one level…</numerusform>
            <numerusform>Measuring %n levels…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>Beyond the noise of %n battles (95 %)</source>
        <translation>
            <numerusform>Beyond the noise of %n battle (95 %)</numerusform>
            <numerusform>Beyond the noise of %n battles (95 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Within the noise of %n battles: it may be chance</source>
        <translation>
            <numerusform>Within the noise of %n battle: it may be chance</numerusform>
            <numerusform>Within the noise of %n battles: it may be chance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>The balance simulation, %n battles per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</source>
        <translation>
            <numerusform>The balance simulation, one battle per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</numerusform>
            <numerusform>The balance simulation, %n battles per monster before and after, for each monster whose record changed (a hero of the monster&apos;s level):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%n levels</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seeds</source>
        <translation>
            <numerusform>%n seed</numerusform>
            <numerusform>%n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n depths</source>
        <translation>
            <numerusform>%n depth</numerusform>
            <numerusform>%n depths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Compared with %1: %n numbers changed over %2.</source>
        <translation>
            <numerusform>Compared with %1: one number changed over %2.</numerusform>
            <numerusform>Compared with %1: %n numbers changed over %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n of them beyond the noise of the sample (in colour).</source>
        <translation>
            <numerusform>It is beyond the noise of the sample (in colour).</numerusform>
            <numerusform>%n of them beyond the noise of the sample (in colour).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n monsters&apos; records changed; their battles are below.</source>
        <translation>
            <numerusform>One monster&apos;s record changed; its battles are below.</numerusform>
            <numerusform>%n monsters&apos; records changed; their battles are below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::LanguagesDock</name>
    <message numerus="yes">
        <location filename="../editor/docks/LanguagesDock.cpp" line="+158"/>
        <source>%1: all %n text(s)</source>
        <translation>
            <numerusform>%1: its one text</numerusform>
            <numerusform>%1: all %n texts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %2 of %n text(s), %3 missing</source>
        <translation>
            <numerusform>%1: %2 of %n text, %3 missing</numerusform>
            <numerusform>%1: %2 of %n texts, %3 missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::NoticeBox</name>
    <message numerus="yes">
        <location filename="../app/game/menus/NoticeBox.cpp" line="+67"/>
        <source>Enter: next (%n more)</source>
        <translation>
            <numerusform>Enter: next (one more)</numerusform>
            <numerusform>Enter: next (%n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::OddsDock</name>
    <message numerus="yes">
        <location filename="../editor/tables/OddsDock.cpp" line="+253"/>
        <source>More than %n whole outcomes: only each result&apos;s own odds are shown.</source>
        <translation>
            <numerusform>More than %n whole outcome: only each result&apos;s own odds are shown.</numerusform>
            <numerusform>More than %n whole outcomes: only each result&apos;s own odds are shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::PackFileController</name>
    <message numerus="yes">
        <location filename="../editor/workspace/PackFileController.cpp" line="+222"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and one more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n problem(s): %1</source>
        <translation>
            <numerusform>%n problem: %1</numerusform>
            <numerusform>%n problems: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <location line="+98"/>
        <source>It has %n problem(s).</source>
        <translation>
            <numerusform>It has %n problem.</numerusform>
            <numerusform>It has %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>Exported %n files to %1 (%2)</source>
        <translation>
            <numerusform>Exported one file to %1 (%2)</numerusform>
            <numerusform>Exported %n files to %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Imported %n files from %1 into %2</source>
        <translation>
            <numerusform>Imported one file from %1 into %2</numerusform>
            <numerusform>Imported %n files from %1 into %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::ProblemsDock</name>
    <message numerus="yes">
        <location filename="../editor/docks/ProblemsDock.cpp" line="+223"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n text(s) not translated into %1, the first: %2</source>
        <translation>
            <numerusform>%n text not translated into %1, the first: %2</numerusform>
            <numerusform>%n texts not translated into %1, the first: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RecordActions</name>
    <message numerus="yes">
        <location filename="../editor/workspace/RecordActions.cpp" line="+322"/>
        <source>&quot;%1&quot; is used by %n place(s).</source>
        <translation>
            <numerusform>&quot;%1&quot; is used by %n place.</numerusform>
            <numerusform>&quot;%1&quot; is used by %n places.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n table row(s) that give it</source>
        <translation>
            <numerusform>%n table row that gives it</numerusform>
            <numerusform>%n table rows that give it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other reference(s) to it</source>
        <translation>
            <numerusform>%n other reference to it</numerusform>
            <numerusform>%n other references to it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>&quot;%1&quot; is used by %n place(s), so it is kept.</source>
        <translation>
            <numerusform>&quot;%1&quot; is used by %n place, so it is kept.</numerusform>
            <numerusform>&quot;%1&quot; is used by %n places, so it is kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Deleted %1 and %n reference(s) to it (Ctrl+Z brings them back).</source>
        <translation>
            <numerusform>Deleted %1 and %n reference to it (Ctrl+Z brings them back).</numerusform>
            <numerusform>Deleted %1 and %n references to it (Ctrl+Z brings them back).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RecordSheet</name>
    <message numerus="yes">
        <location filename="../editor/records/RecordSheet.cpp" line="+243"/>
        <source>Simulating %n battles a monster…</source>
        <translation>
            <numerusform>Simulating %n battle a monster…</numerusform>
            <numerusform>Simulating %n battles a monster…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n monster(s) simulated.</source>
        <translation>
            <numerusform>%n monster simulated.</numerusform>
            <numerusform>%n monsters simulated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::RunEndView</name>
    <message numerus="yes">
        <location filename="../app/game/RunEndView.cpp" line="+172"/>
        <source>Room %1 · %2 turns · score %3 · %n kill(s)</source>
        <translation>
            <numerusform>Room %1 · %2 turns · score %3 · %n kill</numerusform>
            <numerusform>Room %1 · %2 turns · score %3 · %n kills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill(s)</source>
        <translation>
            <numerusform>Depth %1 (deepest %2) · %3 turns · score %4 · %n kill</numerusform>
            <numerusform>Depth %1 (deepest %2) · %3 turns · score %4 · %n kills</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::SeedPreviewDock</name>
    <message numerus="yes">
        <location filename="../editor/preview/SeedPreviewDock.cpp" line="+651"/>
        <source>%n rooms</source>
        <translation>
            <numerusform>%n room</numerusform>
            <numerusform>%n rooms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::SettingsDialog</name>
    <message numerus="yes">
        <location filename="../app/settings/SettingsDialog.cpp" line="+175"/>
        <source>%n pixel(s) a cell</source>
        <translation>
            <numerusform>%n pixel a cell</numerusform>
            <numerusform>%n pixels a cell</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::SpellsPanel</name>
    <message numerus="yes">
        <location filename="../app/game/menus/SpellsPanel.cpp" line="+65"/>
        <source>%1 — %n point(s)</source>
        <translation>
            <numerusform>%1 — %n point</numerusform>
            <numerusform>%1 — %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>Gives you %1 for %n round(s).</source>
        <translation>
            <numerusform>Gives you %1 for %n round.</numerusform>
            <numerusform>Gives you %1 for %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Gives the enemy %1 for %n round(s).</source>
        <translation>
            <numerusform>Gives the enemy %1 for %n round.</numerusform>
            <numerusform>Gives the enemy %1 for %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::StatsPanel</name>
    <message numerus="yes">
        <location filename="../app/game/StatsPanel.cpp" line="+207"/>
        <location line="+18"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and one more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::TilesetDock</name>
    <message numerus="yes">
        <location filename="../editor/docks/TilesetDock.cpp" line="+296"/>
        <source>tileset.json: %n tile(s) set, cells of %1 pixels. Choose a tile to change how the map draws it.</source>
        <translation>
            <numerusform>tileset.json: %n tile set, cells of %1 pixels. Choose a tile to change how the map draws it.</numerusform>
            <numerusform>tileset.json: %n tiles set, cells of %1 pixels. Choose a tile to change how the map draws it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pd::WhereFromDock</name>
    <message numerus="yes">
        <location filename="../editor/tables/WhereFromDock.cpp" line="+224"/>
        <source>the hero starts with %n</source>
        <translation>
            <numerusform>the hero starts with one</numerusform>
            <numerusform>the hero starts with %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>vault %1&apos;s %n $ cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>vault %1&apos;s %n $ cell, a roll of %4 (%2, band %3)</numerusform>
            <numerusform>vault %1&apos;s %n $ cells, each a roll of %4 (%2, band %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>vault %1&apos;s %n S cell(s) for sale, each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>vault %1&apos;s %n S cell for sale, a roll of %4 (%2, band %3)</numerusform>
            <numerusform>vault %1&apos;s %n S cells for sale, each a roll of %4 (%2, band %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>vault %1&apos;s %n M cell(s), each a roll of %4 (%2, band %3)</source>
        <translation>
            <numerusform>vault %1&apos;s %n M cell, a roll of %4 (%2, band %3)</numerusform>
            <numerusform>vault %1&apos;s %n M cells, each a roll of %4 (%2, band %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>vault %1&apos;s %n M cell(s), each a %4 (%2, band %3)</source>
        <translation>
            <numerusform>vault %1&apos;s %n M cell, a %4 (%2, band %3)</numerusform>
            <numerusform>vault %1&apos;s %n M cells, each a %4 (%2, band %3)</numerusform>
        </translation>
    </message>
</context>
</TS>
