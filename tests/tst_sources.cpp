// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one table of sources (core/algorithms/sources.h): what a citation looks like, and that
// every algorithm names a seed of the table first and cites no other seed.

#include "core/algorithm.h"
#include "core/algorithms/sources.h"

#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <algorithm>

using namespace collviz::core;
using namespace collviz::core::algorithms;

class TestSources : public QObject
{
    Q_OBJECT
private slots:
    void seedFilesAreNumberedLikeTheSeedsFolder();
    void everySeedIsCitedByItsOwnName();
    void citeNamesTheFileThenThePlace();
    void citeJoinsSeveralPlacesInOrder();
    void citeNamesThePaperThenThePlace();
    void everyAlgorithmCitesOnlySeedsOfTheTable();
};

void TestSources::seedFilesAreNumberedLikeTheSeedsFolder()
{
    const Seed seeds[] = {Seed::S000, Seed::S001, Seed::S002, Seed::S003, Seed::S004};
    static const QRegularExpression name(QStringLiteral("^(\\d{3})_[0-9a-f]{16}\\.txt$"));
    QSet<QString> files;
    for (int n = 0; n < 5; ++n) {
        const QString file = seedFile(seeds[n]);
        const auto match = name.match(file);
        QVERIFY2(match.hasMatch(), qPrintable(file));
        QCOMPARE(match.captured(1).toInt(), n);
        files.insert(file);
    }
    QCOMPARE(files.size(), 5);
    QCOMPARE(seedFile(Seed::S001), QStringLiteral("001_2106065cb4fc88bb.txt"));
}

void TestSources::everySeedIsCitedByItsOwnName()
{
    // One citation each, in the order of the seeds' numbers, as Help > About lists them.
    QCOMPARE(int(std::size(kSeeds)), 5);
    QSet<QString> citations;
    for (int n = 0; n < 5; ++n) {
        QCOMPARE(int(kSeeds[n]), n);
        citations.insert(seedCitation(kSeeds[n]));
    }
    QCOMPARE(citations.size(), 5);
    QVERIFY(seedCitation(Seed::S000).contains(QStringLiteral("All-to-all scatter algorithms")));
    QVERIFY(seedCitation(Seed::S004).startsWith(QStringLiteral("S. L. Johnsson and C.-T. Ho")));
    QVERIFY(seedCitation(Seed::S004).contains(QStringLiteral("TR-16-92")));
}

void TestSources::citeNamesTheFileThenThePlace()
{
    QCOMPARE(cite(Seed::S001, "§3.5.4 Fig. 3.5.9"), QStringLiteral("001_2106065cb4fc88bb.txt §3.5.4 Fig. 3.5.9"));
    QCOMPARE(cite(Seed::S000, "\"Hypercube\" (SEX)"),
             QStringLiteral("000_f11f6c01ea91da91.txt \"Hypercube\" (SEX)"));
}

void TestSources::citeJoinsSeveralPlacesInOrder()
{
    QCOMPARE(cite({{Seed::S001, "§3.5.1 Fig. 3.5.3"}, {Seed::S003, "§4.5.1 Fig. 4.18"}}),
             QStringLiteral("001_2106065cb4fc88bb.txt §3.5.1 Fig. 3.5.3; 003_1187d23ea1134801.txt §4.5.1 Fig. 4.18"));
}

void TestSources::citeNamesThePaperThenThePlace()
{
    QCOMPARE(cite(Paper::MpichCollectives, "ring allgather"),
             QStringLiteral("Thakur, Rabenseifner and Gropp, \"Optimization of Collective Communication Operations "
                            "in MPICH\", IJHPCA 19(1), 2005, ring allgather"));
}

void TestSources::everyAlgorithmCitesOnlySeedsOfTheTable()
{
    QStringList files;
    for (Seed seed : {Seed::S000, Seed::S001, Seed::S002, Seed::S003, Seed::S004})
        files << seedFile(seed);
    // A paper of the table may come first where no seed has the algorithm (issue 36's).
    QStringList papers;
    for (int paper = 0; paper <= int(Paper::Dragonfly); ++paper)
        papers << cite(Paper(paper), "").chopped(2);
    const auto startsWithPaper = [&](const QString &source) {
        return std::any_of(papers.begin(), papers.end(), [&](const QString &p) { return source.startsWith(p); });
    };
    static const QRegularExpression anyFile(QStringLiteral("\\d{3}_[0-9a-f]+\\.txt"));
    for (const AlgorithmPtr &a : AlgorithmRegistry::instance().all()) {
        const QString source = a->source();
        QVERIFY2(files.contains(source.section(QLatin1Char(' '), 0, 0)) || startsWithPaper(source),
                 qPrintable(a->id() + QStringLiteral(": ") + source));
        for (auto it = anyFile.globalMatch(source); it.hasNext();) {
            const QString file = it.next().captured(0);
            QVERIFY2(files.contains(file), qPrintable(a->id() + QStringLiteral(" cites ") + file));
        }
    }
}

QTEST_GUILESS_MAIN(TestSources)
#include "tst_sources.moc"
