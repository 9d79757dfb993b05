#include "MakeFile.h"

#include "document/PackDocument.h"
#include "json/JsonTree.h"

namespace pd {

MakeFile::MakeFile(PackDocument *document, const QString &file, const JsonTree &tree,
                   const QString &text, QUndoCommand *parent)
    : PackCommand(document, text, parent)
    , m_file(file) {
    PackFiles::File made;
    made.tree = tree;
    made.edited();
    m_other.file = std::move(made);
    // What the folder held when the pack was read stays its loaded state (nothing, for a file
    // the Editor makes), so the save writes the file as new.
    const auto &loaded = document->files().loaded;
    if (const auto it = loaded.find(file); it != loaded.end())
        m_other.hash = it->second;
}

} // namespace pd
