#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace pd {

// File ▸ New pack: what to start from (the empty pack, or a copy of a bundled pack) and the new
// pack's folder, which must not exist yet or be empty; the OK button waits for a folder that
// can be used and says why one cannot.
class NewPackDialog : public QDialog {
    Q_OBJECT

public:
    NewPackDialog(const QString &suggestedFolder, QWidget *parent = nullptr);

    // The pack folder to copy, or empty for the empty pack.
    QString from() const;
    QString folder() const;
    QListWidget *templates() const { return m_templates; }
    QLineEdit *folderField() const { return m_folder; }

private:
    void check();

    QListWidget *m_templates;
    QLineEdit *m_folder;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace pd
