// Unidentified items: what is known of them (GameState::knowledge) and their looks this run
// (m_appearances, made again from the pack and the seed).
#include "engine/Game.h"

#include "data/Pack.h"

namespace pd {

bool Game::isKnown(const QString &itemId) const {
    return !m_appearances.of(itemId) || m_state.knowledge.isIdentified(itemId);
}

QString Game::calledName(const QString &itemId) const {
    return isKnown(itemId) ? QString() : m_state.knowledge.called.value(itemId);
}

bool Game::identify(const QString &itemId) {
    if (isKnown(itemId))
        return false;
    m_state.knowledge.identify(itemId);
    m_recap.identified.append(itemId);
    log(LogEntry::identified(itemId));
    return true;
}

// What the hero carries from the start is no mystery to him: those kinds start known (silently).
void Game::learnStartingKit() {
    for (const Inventory::Stack &stack : m_state.hero.inventory.stacks())
        if (!isKnown(stack.item))
            m_state.knowledge.identify(stack.item);
}

} // namespace pd
