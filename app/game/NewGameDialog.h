#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;
class QLineEdit;
class QListWidget;

namespace pd {

// A new run: a bundled pack or any pack folder, the hero's name, the seed as text or a random
// one (shown, so it can be copied and played again).
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    QString packDir() const;
    QString heroName() const;
    QString seedText() const; // never empty: a random seed is drawn when the field is
    void setPackDir(const QString &dir);
    void setSeedText(const QString &seed);

    // A fresh seed to offer (not game randomness: it only picks which dungeon to play).
    static QString randomSeed();

    void accept() override;

private:
    // The one spelling of a folder, so the same pack is listed once however it was named.
    static QString samePath(const QString &dir);
    void addPack(const QString &dir, bool select);
    void labelPacks();
    void showDescription();

    QListWidget *m_packs = nullptr;
    QTextBrowser *m_description = nullptr;
    QLineEdit *m_hero = nullptr;
    QLineEdit *m_seed = nullptr;
};

} // namespace pd
