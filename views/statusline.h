// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QFrame>

#include <memory>

class QLabel;

namespace collviz::views {

class Session;

/**
 * One compact line the back row can read (issue 13, defect 5): the algorithm, the network,
 * the model — with a "what-if" mark when it is not the algorithm's natural one —, the round,
 * and the run's time beside the source's formula and lower bound, all as the engine's result
 * and timeline give them. When a new result of the same algorithm and network changes the
 * time, the old time stays beside the new one ("6 → 10") until the next result, so the class
 * sees what the change did. The presenter shows and hides it (MainWindow, S).
 */
class StatusLine final : public QFrame
{
    Q_OBJECT
public:
    explicit StatusLine(Session *session, QWidget *parent = nullptr);

    /// Large type and a high-contrast palette for a projector (presentation mode).
    void setPresentationStyle(bool on);
    bool presentationStyle() const { return mPresentation; }

    /// Everything the line shows, as one string (tests, the accessible description).
    QString text() const;
    /// Whether the what-if mark is on show.
    bool whatIfShown() const;
    /// The pixel size of the line's type.
    int textPixelSize() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onResultChanged();
    void refresh();
    void applyStyle();
    /// The type as large as the style allows and small enough for every text to fit.
    void fitTexts();
    void setPixelSize(int pixels);
    /// The width row 0 (title, round) or row 1 (model, what-if, time) needs in these fonts.
    int rowWidth(int row, const QFont &plain, const QFont &bold) const;

    Session *mSession = nullptr;
    std::shared_ptr<const core::RunResult> mShown;
    /// The total time of the result before, when it was the same algorithm and network and
    /// its time differed (shown as "before → now"); negative when there is none.
    double mPreviousTime = -1.0;
    bool mPresentation = false;
    int mLargestPixels = 0; ///< the style's type size, before fitTexts() shrinks it
    QLabel *mAlgorithm = nullptr;
    QLabel *mModel = nullptr;
    QLabel *mWhatIf = nullptr;
    QLabel *mRound = nullptr;
    QLabel *mTime = nullptr;
};

} // namespace collviz::views
