// Clouds on the map (docs/rules.md "Clouds"; engine/Clouds.h): a fire-cloud or gas-cloud effect
// lets one out, and at the end of each turn every cloud of the level spreads, thins and burns
// grass, and puts its status on whoever stands in it. The volume is the effect's dice, rolled
// from the game's stream when it is used; the spreading draws nothing.
#include "engine/Game.h"

#include "data/Pack.h"
#include "engine/Clouds.h"
#include "engine/Doors.h"

namespace pd {

Point Game::cloudCentre(const MapEffect &e, const std::vector<Point> &aim, int hitId) const {
    const LevelState &ls = m_state.current();
    Point at = m_state.hero.pos;
    if (e.on != MapEffect::Target::Bolt)
        return at;
    if (hitId >= 0) {
        const int index = actorIndexById(hitId);
        if (index >= 0)
            return ls.actors[index].pos;
    }
    // The last cell the bolt crossed: before a wall or a shut door, or the monster it met.
    for (const Point &p : aim) {
        if (!ls.level.map.inBounds(p) || !ls.level.map.passable(p) ||
            doors::isClosed(ls, m_pack.ruleset, m_state.hero.pos, p))
            break;
        at = p;
        if (ls.actorAt(p) >= 0)
            break;
    }
    return at;
}

void Game::releaseCloud(const MapEffect &e, Point at) {
    const std::optional<StatusKind> status = Statuses::fromName(e.cloudStatus());
    if (!status)
        return;
    const qint64 volume =
        std::clamp<qint64>(e.amount.roll(m_state.depth, m_state.rng), 0, clouds::kMaxVolume);
    if (volume <= 0)
        return;
    clouds::add(m_state.current(),
                {at, *status, int(volume), std::max(1, e.turns), std::max(1, e.power)});
    if (isVisible(at))
        log(LogEntry::cloudBursts(Statuses::name(*status)));
}

void Game::cloudTurn() {
    LevelState &ls = m_state.current();
    if (ls.clouds.isEmpty() || !m_state.alive)
        return;
    const QList<Point> ignited = clouds::spread(ls, m_pack.ruleset, m_state.hero.pos);
    if (!ignited.isEmpty()) {
        qint64 seen = 0;
        for (const Point &p : ignited)
            seen += isVisible(p) ? 1 : 0;
        updateFov(); // the grass no longer hides what lies behind it
        if (seen > 0)
            log(LogEntry::grassCatchesFire(seen));
    }
    if (const CloudCell *c = clouds::at(ls, m_state.hero.pos))
        soak(0, *c);
    QList<int> ids;
    for (const Actor &a : std::as_const(ls.actors))
        if (clouds::at(ls, a.pos))
            ids << a.id;
    for (int id : std::as_const(ids)) {
        const int index = actorIndexById(id);
        if (index < 0)
            continue;
        if (const CloudCell *c = clouds::at(ls, ls.actors[index].pos))
            soak(id, *c);
    }
}

void Game::soak(int actorId, const CloudCell &c) {
    const CloudCell cell = c; // putStatus may change the level's lists
    Statuses &statuses = actorId == 0 ? m_state.hero.statuses
                                      : m_state.current().actors[actorIndexById(actorId)].statuses;
    // Already held: the cloud keeps it going, without a word each turn.
    if (statuses.has(cell.status))
        statuses.add(cell.status, cell.turns, cell.power);
    else
        putStatus(actorId, cell.status, cell.turns, cell.power);
}

} // namespace pd
