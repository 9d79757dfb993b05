#include "EditorWindowTab.h"

#include "EditorWorkspace.h"
#include "document/PackDocument.h"

namespace pd {

EditorWindowTab::EditorWindowTab(QObject *parent)
    : WindowTab(parent)
    , m_workspace(new EditorWorkspace) {
    connect(m_workspace, &EditorWorkspace::titleChanged, this, &WindowTab::titleChanged);
    connect(m_workspace, &EditorWorkspace::message, this, &WindowTab::message);
}

EditorWindowTab::~EditorWindowTab() {
    if (m_workspace && !m_workspace->parent())
        delete m_workspace.data(); // never shown in a tab widget
}

QWidget *EditorWindowTab::widget() const {
    return m_workspace;
}

QString EditorWindowTab::label() const {
    return tr("Editor");
}

QString EditorWindowTab::title() const {
    const QString pack = m_workspace->title();
    return pack.isEmpty() ? QString() : tr("%1 — Permadungeon Editor").arg(pack);
}

bool EditorWindowTab::isModified() const {
    return m_workspace->document()->isModified();
}

QList<QMenu *> EditorWindowTab::menus() const {
    return m_workspace->menus();
}

QMenu *EditorWindowTab::editMenu() const {
    // The workspace's menus are File, Edit (the record actions) and Window.
    return m_workspace ? m_workspace->menus().value(1) : nullptr;
}

void EditorWindowTab::setActive(bool active) {
    m_workspace->setActive(active);
}

bool EditorWindowTab::maybeClose() {
    return m_workspace->maybeSave();
}

QByteArray EditorWindowTab::saveLayout() const {
    return m_workspace->saveLayout();
}

void EditorWindowTab::restoreLayout(const QByteArray &layout) {
    m_workspace->restoreLayout(layout);
}

} // namespace pd
