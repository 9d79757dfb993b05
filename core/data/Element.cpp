#include "Element.h"

namespace pd {

const QStringList &elementNames() {
    static const QStringList names = {QStringLiteral("Water"), QStringLiteral("Fire"),
                                      QStringLiteral("Wood"),  QStringLiteral("Earth"),
                                      QStringLiteral("Holy"),  QStringLiteral("Evil")};
    return names;
}

QString elementName(Element e) {
    return elementNames().at(int(e));
}

std::optional<Element> elementFromName(const QString &name) {
    const qsizetype i = elementNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return Element(i);
}

} // namespace pd
