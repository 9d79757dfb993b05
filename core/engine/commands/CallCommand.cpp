// `call ITEM [NAME...]`: the player's own name for an unknown kind ("fire?"), shown after its
// look until the kind is known; no name forgets it. It takes no time and draws nothing.
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

Game::TurnCost Game::doCall(const Command &command) {
    const QString &id = command.id;
    if (!m_pack.item(id) || isKnown(id))
        return refuse(LogEntry::cannotCall(id));
    const QString name = command.text.simplified();
    // A replay writes the command as a line of text, where "#" starts a comment.
    if (name.size() > ItemKnowledge::kMaxCalledLength || name.contains(u'#'))
        return refuse(LogEntry::badCallName(ItemKnowledge::kMaxCalledLength));
    if (name.isEmpty())
        m_state.knowledge.called.remove(id);
    else
        m_state.knowledge.called.insert(id, name);
    return {true, 0};
}

} // namespace pd
