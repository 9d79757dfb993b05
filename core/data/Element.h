#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace pd {

// The maze-duel report's six elements.
enum class Element { Water, Fire, Wood, Earth, Holy, Evil };
constexpr int kElementCount = 6;

const QStringList &elementNames(); // "Water", "Fire", ... in enum order
QString elementName(Element e);
std::optional<Element> elementFromName(const QString &name);

} // namespace pd
