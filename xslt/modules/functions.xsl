<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: functions shared by the modules. Which annotations are references, their category,
  their original text, and the placeholder strings of DOCC 2.1 (seed 003, Listings 1-4).
  Nothing here knows how references were found: it reads the markup only.

  cache="yes" marks the functions that the patterns, the numbering, the change record and the
  pointers ask about the same node again and again: Saxon computes each answer once per run.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:fn="http://www.w3.org/2005/xpath-functions"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <!-- Short category name to the long form used in placeholders (Table 1 of seed 003). -->
  <xsl:variable name="teianon:long-forms" as="map(xs:string, xs:string)" select="map{
      'PER': 'PERSONNAME', 'NICK': 'NICKNAME', 'ORG': 'ORGANISATIONNAME',
      'LOC': 'LOCATIONNAME', 'GPE': 'GEOPOLITICALENTITYNAME', 'GEO_DE': 'GEODERIVATIONNAME',
      'OTH': 'OTHERNAME', 'ROOM': 'CHATROOMNAME', 'URL': 'WWWURL', 'EMAIL': 'EMAIL',
      'NUMBER': 'NUMBER', 'IMPLICIT': 'IMPLICIT', 'CITATION': 'CITATION'}"/>

  <xsl:key name="teianon:person" match="tei:person" use="@xml:id, @id"/>

  <!-- The category of a @type as corpora spell it: NICK/nickname, GPE or its long form, ... -->
  <xsl:function name="teianon:category" as="xs:string?" cache="yes">
    <xsl:param name="type" as="xs:string?"/>
    <xsl:variable name="key" as="xs:string" select="upper-case(translate(normalize-space($type), '-', '_'))"/>
    <xsl:sequence select="
        if ($key = ('NICK', 'NICKNAME')) then 'NICK'
        else if ($key = 'GEODE') then 'GEO_DE'
        else if ($key = 'ROOMNAME') then 'ROOM'
        else if (map:contains($teianon:long-forms, $key)) then $key
        else (map:keys($teianon:long-forms)[$teianon:long-forms(.) eq $key])[1]"/>
  </xsl:function>

  <xsl:function name="teianon:is-addressing" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="$element/self::tei:ref and lower-case($element/@type) eq 'addressingterm'"/>
  </xsl:function>

  <!-- The participant an annotation points to with @corresp, if any. -->
  <xsl:function name="teianon:person" as="element(tei:person)?" cache="yes">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="ids" as="xs:string*"
      select="for $t in tokenize(normalize-space($element/@corresp)) return substring-after($t, '#')"/>
    <xsl:sequence select="if (exists($ids)) then key('teianon:person', $ids[1], root($element))[1] else ()"/>
  </xsl:function>

  <!-- Public figures and the system account stay as they are (seed 003, Listing 1). -->
  <xsl:function name="teianon:is-unreplaced-person" as="xs:boolean" cache="yes">
    <xsl:param name="person" as="element(tei:person)?"/>
    <xsl:sequence select="exists($person) and (tokenize(lower-case(normalize-space($person/@role)))[1] = ('celebrity', 'system')
                          or $person//tei:persName ! teianon:is-kept(string(.)) = true())"/>
  </xsl:function>

  <!-- The policy's keep-list (public figures): compared without case and spacing differences. -->
  <xsl:variable name="teianon:keep" as="xs:string*"
    select="$teianon:policy?keep?* ! lower-case(normalize-space(.))"/>

  <!-- Links to public resources (parameter public-links-json): kept like the keep-list's names. -->
  <xsl:variable name="teianon:public-links" as="map(xs:string, xs:boolean)"
    select="map:merge(parse-json($public-links-json)?* ! map{lower-case(normalize-space(.)): true()})"/>

  <xsl:function name="teianon:is-kept" as="xs:boolean">
    <xsl:param name="text" as="xs:string"/>
    <xsl:variable name="folded" as="xs:string" select="lower-case(normalize-space($text))"/>
    <xsl:sequence select="exists($teianon:keep) and $folded = $teianon:keep
                          or map:contains($teianon:public-links, $folded)"/>
  </xsl:function>

  <!-- The policy may switch categories off: their references stay as they are. -->
  <xsl:function name="teianon:is-enabled" as="xs:boolean">
    <xsl:param name="category" as="xs:string"/>
    <xsl:sequence select="empty($teianon:policy?categories) or $category = $teianon:policy?categories?*"/>
  </xsl:function>

  <!-- One placeholder, of any corpus: [_WWWURL-1_], [_ROOMNAME_], [_MALE-PARTICIPANT-A04_]. -->
  <xsl:variable name="teianon:placeholder-pattern" as="xs:string" select="'\[_[A-Z0-9_\-]*_\]'"/>

  <xsl:function name="teianon:is-placeholder" as="xs:boolean">
    <xsl:param name="text" as="xs:string"/>
    <!-- starts-with first: regular expressions are slow in Saxon, and most texts are no placeholder. -->
    <xsl:sequence select="starts-with(normalize-space($text), '[_')
                          and matches(normalize-space($text), '^' || $teianon:placeholder-pattern || '$')"/>
  </xsl:function>

  <!-- An annotation holding a placeholder was anonymised before (by its corpus, or an earlier
       run): what is left of it around the placeholder ("Der [_MALE-PARTICIPANT-A11_]") is what
       that anonymisation decided to keep, so it is left as it is, tokens and markup included. -->
  <xsl:function name="teianon:holds-placeholder" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="contains(string($element), '[_') and matches(string($element), $teianon:placeholder-pattern)"/>
  </xsl:function>

  <!-- A placeholder where an attribute holds a URI (@target, @ref, @url, ...): "[" and "]" may
       not stand there, so it is percent-encoded; it decodes to the placeholder. -->
  <xsl:function name="teianon:pointer-placeholder" as="xs:string">
    <xsl:param name="placeholder" as="xs:string"/>
    <xsl:sequence select="encode-for-uri($placeholder)"/>
  </xsl:function>

  <!-- Attributes whose values are URIs or pointers in TEI P5 (teidata.pointer); names that are
       a pointer on one element and plain text on another (name, value, code, class) are left out. -->
  <xsl:variable name="teianon:pointer-attributes" as="xs:string*" select="
      ('active', 'adj', 'adjFrom', 'adjTo', 'ana', 'calendar', 'change', 'copyOf', 'corresp', 'datcat',
       'datingMethod', 'datingPoint', 'decls', 'edRef', 'end', 'exclude', 'facs', 'follow', 'from',
       'hand', 'inst', 'lemmaRef', 'location', 'mergedIn', 'mutual', 'new', 'next', 'nymRef', 'origin',
       'parts', 'passive', 'perf', 'prev', 'ref', 'rendition', 'replyTo', 'resp', 'sameAs', 'scheme',
       'scribeRef', 'scriptRef', 'select', 'source', 'spanTo', 'start', 'synch', 'target', 'targetDatcat',
       'targetEnd', 'to', 'toWhom', 'unitRef', 'uri', 'url', 'valueDatcat', 'where', 'who', 'wit')"/>

  <xsl:function name="teianon:is-pointer-attribute" as="xs:boolean">
    <xsl:param name="attribute" as="attribute()"/>
    <xsl:sequence select="namespace-uri($attribute) = '' and local-name($attribute) = $teianon:pointer-attributes"/>
  </xsl:function>

  <!-- A <name>/<ref> whose content the stylesheet replaces. -->
  <xsl:function name="teianon:is-reference" as="xs:boolean" cache="yes">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="
        ($element/self::tei:name or $element/self::tei:ref)
        and not(teianon:holds-placeholder($element))
        and not(teianon:is-addressing($element))
        and (exists(teianon:category($element/@type))
             or ($element/self::tei:name and exists(teianon:person($element))))
        and not(teianon:is-unreplaced-person(teianon:person($element)))
        and not(teianon:is-unconfirmed-proposal($element))
        and not(teianon:is-public($element))
        and teianon:is-enabled(teianon:reference-category($element))
        and not(teianon:is-kept(teianon:original($element)))
        and not($element/ancestor::*[self::tei:name or self::tei:ref][teianon:is-reference(.)])
        and (not(teianon:is-project-metadata($element)) or teianon:is-reviewers-addition($element))"/>
  </xsl:function>

  <!-- A reference a reviewer's decision added (teianon review's "add"): replaced wherever it
       stands, in the project's metadata too, where nothing else is read or replaced. -->
  <xsl:function name="teianon:is-reviewers-addition" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="normalize-space($element/@resp) = '#reviewer'
                          and empty($element/ancestor::tei:application[@ident = 'teianon'])"/>
  </xsl:function>

  <!-- The project's own metadata: who made, encodes and publishes the corpus, its licence, schemas
       and revision records. It is the publisher's: a corpus's own <ref type="URL"> there is not
       replaced, and only a participant's or a room's name is hidden in it (hidden.xsl). teianon
       reads this list from here (teianon.read.places.project_elements), so that detection leaves
       the same elements unread and the audit judges them alike. -->
  <xsl:variable name="teianon:project-elements" as="xs:string*" select="
      ('publicationStmt', 'editionStmt', 'revisionDesc', 'encodingDesc', 'schemaRef', 'editor', 'respStmt',
       'publisher', 'pubPlace', 'distributor', 'authority', 'funder', 'sponsor', 'principal', 'availability',
       'licence', 'textClass')"/>

  <!-- The project's metadata, but for its free prose (teianon:is-header-prose); the record of a
       source corpus (teianon:is-source-record) is the publisher's as a whole. -->
  <xsl:function name="teianon:is-project-metadata" as="xs:boolean">
    <xsl:param name="node" as="node()"/>
    <xsl:sequence select="teianon:is-source-record($node)
        or exists($node/ancestor-or-self::*[teianon:is-project-element(.)][ancestor::tei:teiHeader])
           and not(teianon:is-header-prose($node))"/>
  </xsl:function>

  <!-- The bibliographic record of a published source corpus in sourceDesc: a monogr (or a bibl)
       that names its editors (the Dortmund Chat Corpus, MoCoDa 2), or a biblStruct whose monogr
       does (its note with the home page may stand beside the monogr), but for its analytic, the
       record of one conversation. Its title, ids, imprint and home page are its publisher's; a
       source with an author only (a video, a forum thread) is the writing of a person and read
       as text. -->
  <xsl:function name="teianon:is-source-record" as="xs:boolean">
    <xsl:param name="node" as="node()"/>
    <xsl:sequence select="exists($node/ancestor-or-self::*[(self::tei:monogr or self::tei:bibl) and tei:editor
                            or self::tei:biblStruct and tei:monogr/tei:editor][ancestor::tei:sourceDesc])
                          and empty($node/ancestor-or-self::tei:analytic)"/>
  </xsl:function>

  <!-- A change record teianon wrote (with @who="#teianon" where it annotated, else by its type). -->
  <xsl:function name="teianon:is-own-record" as="xs:boolean">
    <xsl:param name="change" as="element()"/>
    <xsl:sequence select="$change/@who = '#teianon' or $change/@type = ('anonymisation', 'pseudonymisation')"/>
  </xsl:function>

  <!-- Free prose inside the project's metadata: a record of a change (not teianon's own), a
       note, an edition statement ("prepared from the papers lent by ..."), and a block of the
       encoding's declarations of the collection (projectDesc/p,
       samplingDecl/list/item, editorialDecl/ab: "Transcribed by ... in ..."). Whoever wrote it may name a
       third party ("corrected after a complaint by ..."): it is read and replaced like other
       header text. What such a paragraph cites (a bibl, a respStmt, a link or pointer of the
       project) stays the publisher's; teianon's own reference there (resp="#teianon") cites nothing
       and is replaced. teianon.read.tei.is_header_prose says the same. -->
  <xsl:function name="teianon:is-header-prose" as="xs:boolean">
    <xsl:param name="node" as="node()"/>
    <xsl:sequence select="exists($node/ancestor-or-self::*[self::tei:change[not(teianon:is-own-record(.))] or self::tei:note or self::tei:edition]
                                 [ancestor::tei:teiHeader])
                          and not(teianon:is-source-record($node))
                          or exists($node/ancestor-or-self::*[teianon:is-declaration-prose(.)])
                             and not(exists($node/ancestor-or-self::*[local-name() = $teianon:records-in-prose]
                                                                     [namespace-uri() = 'http://www.tei-c.org/ns/1.0']
                                                                     [not(@resp = '#teianon')]
                                                                     [ancestor::*[teianon:is-declaration-prose(.)]]))"/>
  </xsl:function>

  <xsl:variable name="teianon:declarations" as="xs:string*" select="
      ('encodingDesc', 'projectDesc', 'samplingDecl', 'editorialDecl', 'correction', 'normalization',
       'quotation', 'hyphenation', 'segmentation', 'stdVals', 'interpretation', 'punctuation', 'refsDecl',
       'metDecl', 'styleDefDecl', 'category', 'tagsDecl', 'application', 'prefixDef')"/>
  <!-- The blocks of prose TEI allows in those declarations (model.pLike, list items, headings,
       labels), and the lists that hold items: a block is prose when the first other element
       above it is a declaration. -->
  <xsl:variable name="teianon:declaration-blocks" as="xs:string*" select="('p', 'ab', 'item', 'head', 'label', 'catDesc', 'rendition')"/>
  <xsl:variable name="teianon:block-containers" as="xs:string*" select="('p', 'ab', 'item', 'head', 'label', 'list')"/>
  <xsl:variable name="teianon:records-in-prose" as="xs:string*" select="('bibl', 'biblStruct', 'listBibl', 'respStmt', 'ref', 'ptr')"/>

  <xsl:function name="teianon:is-declaration-prose" as="xs:boolean">
    <xsl:param name="block" as="element()"/>
    <xsl:sequence select="namespace-uri($block) = 'http://www.tei-c.org/ns/1.0'
                          and local-name($block) = $teianon:declaration-blocks
                          and exists($block/ancestor::*[not(local-name() = $teianon:block-containers
                                                           and namespace-uri() = 'http://www.tei-c.org/ns/1.0')][1]
                                                       [local-name() = $teianon:declarations]
                                                       [namespace-uri() = 'http://www.tei-c.org/ns/1.0'])
                          and exists($block/ancestor::tei:encodingDesc[ancestor::tei:teiHeader])
                          and not(teianon:is-style-rendition($block))"/>
  </xsl:function>

  <!-- A rendition written in a style language (CSS declarations, or a @scheme other than free
       prose) is code, not prose: "color: #336699" holds no number of anyone's
       (teianon/read/project_metadata.py says the same). -->
  <xsl:function name="teianon:is-style-rendition" as="xs:boolean">
    <xsl:param name="block" as="element()"/>
    <xsl:sequence select="exists($block/self::tei:rendition)
                          and (normalize-space($block/@scheme) != '' and normalize-space($block/@scheme) != 'free'
                               or matches(string($block), $teianon:css-declarations))"/>
  </xsl:function>

  <!-- CSS declarations by their properties' names: prose that opens with a word and a colon
       ("hinweis: kursiv gesetzt hat …") is no style. -->
  <xsl:variable name="teianon:css-property" as="xs:string"
                select="'(?:color|background(?:-[a-z]+)*|font(?:-[a-z]+)*|text(?:-[a-z]+)+|vertical-align|margin(?:-[a-z]+)*|padding(?:-[a-z]+)*|border(?:-[a-z]+)*|display|width|height|(?:min|max)-(?:width|height)|line-height|letter-spacing|word-spacing|white-space|content|float|clear|position|top|left|right|bottom|list-style(?:-[a-z]+)*|direction|unicode-bidi|writing-mode|opacity|visibility|quotes|counter-(?:reset|increment)|outline(?:-[a-z]+)*)'"/>
  <xsl:variable name="teianon:css-declarations" as="xs:string"
                select="concat('^\s*', $teianon:css-property, '\s*:[^;]*(;\s*', $teianon:css-property, '\s*:[^;]*)*;?\s*$')"/>

  <xsl:function name="teianon:is-project-element" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <!-- but a respStmt of a recording: who recorded or took part is no publisher of the corpus -->
    <xsl:sequence select="namespace-uri($element) = 'http://www.tei-c.org/ns/1.0'
                          and local-name($element) = $teianon:project-elements
                          and not($element/self::tei:respStmt and $element/ancestor::*[self::tei:recordingStmt or self::tei:recording])
                          and not(teianon:is-private-place-of-writing($element))"/>
  </xsl:function>

  <!-- The place a source was written, not published: a pubPlace of sourceDesc beside which no
       publisher stands (a private letter's "Hamburg-Lokstedt") says where its writer lives; a
       published source's (beside its publisher) is the publisher's
       (teianon/read/project_metadata.py says the same). -->
  <xsl:function name="teianon:is-private-place-of-writing" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="exists($element/self::tei:pubPlace[ancestor::tei:sourceDesc][not(../tei:publisher)])"/>
  </xsl:function>

  <!-- A name of the public sphere kept as written (subtype="public", its reason in @ana): a
       celebrity, a band, a work, a platform. Nothing replaces it; a reviewer who disagrees
       re-types it, which takes the subtype away. -->
  <xsl:function name="teianon:is-public" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="lower-case(normalize-space($element/@subtype)) = 'public'"/>
  </xsl:function>

  <!-- IMPLICIT and CITATION proposals that teianon made with cert="low" are left as they are
       (markup and text) until a reviewer confirms them by raising or removing @cert. -->
  <xsl:function name="teianon:is-unconfirmed-proposal" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="
        $element/@resp = '#teianon' and $element/@cert = 'low'
        and teianon:category($element/@type) = ('IMPLICIT', 'CITATION')"/>
  </xsl:function>

  <!-- An addressing term whose name is not marked by a <name> of its own (DOCC 2.1 style). -->
  <xsl:function name="teianon:is-bare-addressing" as="xs:boolean" cache="yes">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="
        teianon:is-addressing($element)
        and teianon:is-enabled('NICK')
        and not(teianon:is-kept(teianon:original($element)))
        and not($element//(tei:name | tei:ref)[teianon:is-reference(.)])
        and not(teianon:is-unreplaced-person(teianon:person($element)))
        and not(teianon:holds-placeholder($element))"/>
  </xsl:function>

  <!-- The tokens of an addressing term that carry the name: not the marker, not punctuation. -->
  <xsl:function name="teianon:name-tokens" as="element(tei:w)*">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="$element//tei:w[not(ancestor::tei:w)][matches(string(.), '[\p{L}\p{N}]')]"/>
  </xsl:function>

  <xsl:function name="teianon:reference-category" as="xs:string">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="(teianon:category($element/@type)[not(teianon:is-addressing($element))], 'NICK')[1]"/>
  </xsl:function>

  <!-- The original string of a reference: the name part of its tokens, or its text. -->
  <xsl:function name="teianon:original" as="xs:string" cache="yes">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="tokens" as="element(tei:w)*"
      select="if (teianon:is-addressing($element)) then teianon:name-tokens($element)
              else $element//tei:w[not(ancestor::tei:w)]"/>
    <xsl:variable name="parts" as="xs:string*" select="
        if (exists($tokens)) then
          for $w in $tokens return
            if ($w//tei:m[@function = 'name']) then string-join($w//tei:m[@function = 'name'], '') else string($w)
        else teianon:line-segments($element)"/>
    <!-- A compound its line break divides after its hyphen (Ottersbach-<lb/>Wiese) is one word;
         so is a word divided for the line (Hollen-<lb/>horst, a soft hyphen, ¬ or ⸗ before the
         break), without its hyphen, as teianon's reader reads it (teianon/read/places.py). -->
    <xsl:sequence select="replace(replace(replace(normalize-space(string-join($parts, ' ')),
        '(\p{L})- (\p{Lu})', '$1-$2'), '(\p{L})- (\p{Ll})', '$1$2'), '(\p{L})[&#xAD;&#xAC;&#x2E17;] (\p{L})', '$1$2')"/>
  </xsl:function>

  <!-- A reference's words as its tokens' lemma, norm, orig and reg give them, where that differs
       from its text ("Wendelgard" of <w lemma="Wendelgard">Wendelgards</w>): the replacement
       rewrites those attributes, and the self-audit seeks these forms too, so one left standing
       (by hand, by a later tool) is a leak. A tagger's code for no lemma (<unknown>, @card@) or a
       value of no letter and no digit reads as the token's text. -->
  <xsl:function name="teianon:token-spellings" as="xs:string*">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="tokens" as="element(tei:w)*"
      select="if (teianon:is-addressing($element)) then teianon:name-tokens($element)
              else $element//tei:w[not(ancestor::tei:w)]"/>
    <xsl:variable name="texts" as="xs:string" select="normalize-space(string-join($tokens ! string(.), ' '))"/>
    <xsl:sequence select="distinct-values(
        for $attribute in $teianon:token-text-attributes return
          let $words := for $w in $tokens return
                          ($w/@*[namespace-uri() = ''][local-name() = $attribute]
                              [matches(., '[\p{L}\p{N}]')][not(matches(normalize-space(.), '^(&lt;unknown&gt;|@card@|@ord@)$'))]
                              ! normalize-space(.), normalize-space(string($w)))[1],
              $spelled := normalize-space(string-join($words, ' '))
          return $spelled[exists($tokens)][. ne $texts][. ne teianon:original($element)])"/>
  </xsl:function>

  <!-- The text of an untokenised element, split where a line, column or page breaks it (not
       inside a word, break="no"): "Markus<lb/>Weidenfeller" is two words, as detection read it. -->
  <xsl:function name="teianon:line-segments" as="xs:string*">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="breaks" as="element()*" select="$element//*[teianon:is-line-break(.)]"/>
    <xsl:choose>
      <xsl:when test="empty($breaks)">
        <xsl:sequence select="string($element)"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:for-each-group select="$element//text()" group-adjacent="count($breaks[. &lt;&lt; current()])">
          <xsl:sequence select="string-join(current-group(), '')"/>
        </xsl:for-each-group>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:function>

  <xsl:function name="teianon:is-line-break" as="xs:boolean">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="exists($element[self::tei:lb | self::tei:cb | self::tei:pb][not(@break = 'no')][empty(node())])"/>
  </xsl:function>

  <xsl:function name="teianon:number-key" as="xs:string">
    <xsl:param name="element" as="element()"/>
    <xsl:sequence select="teianon:text-key(teianon:reference-category($element), teianon:referent($element))"/>
  </xsl:function>

  <!-- The original a reference is numbered and given a surrogate by: its own, but in a reading of
       a <choice> whose every reading holds one reference of its category, the first reading's
       (<sic>Kötterheinrichs</sic><corr>Kötterheinrich</corr>, <abbr>Fr. Ellerbrock</abbr>
       <expan>Friedegund Ellerbrock</expan>). The readings stand for the same words, so they get
       one placeholder number and one surrogate; two numbers would tell a reader that the
       readings name two people. -->
  <xsl:function name="teianon:referent" as="xs:string" cache="yes">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="category" as="xs:string" select="teianon:reference-category($element)"/>
    <xsl:variable name="choice" as="element(tei:choice)?" select="$element/ancestor::tei:choice[1]"/>
    <xsl:variable name="readings" as="element()*" select="$choice/*"/>
    <xsl:variable name="each" as="element()*" select="
        for $reading in $readings return
          $reading//(tei:name | tei:ref)[teianon:is-reference(.)][ancestor::tei:choice[1] is $choice]
            [not(ancestor::*[teianon:is-reference(.)][ancestor::tei:choice[1] is $choice])]
            [teianon:reference-category(.) = $category]"/>
    <xsl:sequence select="
        if (count($readings) gt 1 and count($each) = count($readings)
            and (every $reading in $readings satisfies count($each[ancestor::* intersect $reading]) = 1))
        then teianon:original($each[1])
        else teianon:original($element)"/>
  </xsl:function>

  <!-- The key a placeholder's number is counted by: a name under its name key, so that its
       spellings (Jürgen Køster, Juergen Koester, JURGEN KOSTER) are one referent with one
       number; URLs, e-mail addresses and numbers as written, case aside. -->
  <xsl:function name="teianon:text-key" as="xs:string">
    <xsl:param name="category" as="xs:string"/>
    <xsl:param name="text" as="xs:string"/>
    <xsl:sequence select="$category || '&#9;' || (if ($category = ('URL', 'EMAIL', 'NUMBER', 'IMPLICIT', 'CITATION'))
                                                   then lower-case(normalize-space($text))
                                                   else teianon:name-key($text))"/>
  </xsl:function>

  <!-- The key under which the spellings of one name meet, as teianon.detect.folding.name_key
       makes it: composed (NFC), case folded, ß after a consonant an s (Mommßen), any other ß written out, letters without a decomposition (ø, æ, œ, þ, ł, đ,
       ð, ı, ħ) as their table writes them, accents and other marks removed (Unicode
       decomposition; invisible format characters too, as a reader does not see them), aa as a (å written out), and a written-out umlaut (ue, oe, ae) made the plain vowel as ü is (not
       after a vowel or q, not before a final l, not before y, not at the end of a word of one syllable:
       Bauer, Queen, Michael, Joey, Xue).
       XPath has no look-around: such a pair is marked (upper case E) before the others go. -->
  <xsl:function name="teianon:name-key" as="xs:string" cache="yes">
    <xsl:param name="text" as="xs:string"/>
    <xsl:variable name="folded" as="xs:string" select="
        replace(replace(replace(replace(replace(replace(lower-case(normalize-space(normalize-unicode(replace($text, '\p{Cf}', ''), 'NFC'))),
          '([\p{L}-[aeiouyäöü]])ß', '$1s'), 'ß', 'ss'), '[øœ]', 'oe'), 'æ', 'ae'), 'þ', 'th'), 'ς', 'σ')"/>
    <xsl:variable name="plain" as="xs:string"
      select="replace(normalize-unicode(translate($folded, 'łđðıħŀ', 'lddihl'), 'NFKD'), '\p{M}', '')"/>
    <xsl:variable name="kept" as="xs:string"
      select="replace(replace(replace(replace($plain, 'aa', 'a'), '([aou])el(\P{L}|$)', '$1El$2'), '([aou])ey', '$1Ey'),
                      '(^|\P{L})([\p{L}-[aeiouy]]*)([aou])e(\P{L}|$)', '$1$2$3E$4')"/>
    <xsl:sequence select="lower-case(replace($kept, '(^|[^aeiouyq])([aou])e', '$1$2'))"/>
  </xsl:function>

  <!-- male, female, or '' where the header does not say. -->
  <xsl:function name="teianon:sex" as="xs:string">
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:variable name="sex" as="xs:string"
      select="lower-case(normalize-space(($person/tei:sex/@value, $person/tei:sex, $person/@sex)[normalize-space()][1]))"/>
    <xsl:sequence select="if ($sex = ('male', 'm', '1')) then 'male' else if ($sex = ('female', 'f', '2')) then 'female' else ''"/>
  </xsl:function>

  <!-- [_MALE-MODERATOR-A04_], [_FEMALE-PARTICIPANT-A07_], [_PARTICIPANT-A08_] -->
  <xsl:function name="teianon:participant-placeholder" as="xs:string">
    <xsl:param name="person" as="element(tei:person)"/>
    <xsl:variable name="sex-part" as="xs:string"
      select="for $sex in teianon:sex($person) return if ($sex) then upper-case($sex) || '-' else ''"/>
    <xsl:variable name="role" as="xs:string"
      select="(tokenize(upper-case(normalize-space($person/@role)))[1], 'PARTICIPANT')[1]"/>
    <xsl:variable name="id" as="xs:string" select="replace(($person/@xml:id, $person/@id)[1], '^.*\.', '')"/>
    <xsl:sequence select="'[_' || $sex-part || $role || '-' || $id || '_]'"/>
  </xsl:function>

  <!-- A name's number, also where it stands in the genitive (Kösters, Köster's, KÖSTERS) and the
       document numbers it without the ending, or the other way round; as the pseudonyms do
       (teianon.pseudonym.pseudonymise: Annas is Anna's genitive where Anna occurs). Only names
       of four letters or more before the s, and not URLs, addresses or numbers. -->
  <xsl:function name="teianon:number-of" as="xs:integer?">
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:param name="key" as="xs:string"/>
    <xsl:sequence select="(teianon:same-name-keys($key) ! $numbers(.))[1]"/>
  </xsl:function>

  <!-- The key itself, then the name without a genitive ending and with each (Annas, Anna's,
       Anna’s): a name first written with one possessive is numbered so, and Anna alone or with
       another possessive later meets it. -->
  <xsl:function name="teianon:same-name-keys" as="xs:string*">
    <xsl:param name="key" as="xs:string"/>
    <xsl:variable name="category" as="xs:string" select="substring-before($key, '&#9;')"/>
    <xsl:variable name="bare" as="xs:string"
      select="if (matches($key, '&#9;.*\p{L}{3}(''|’)?s$')) then replace($key, '(''|’)?s$', '') else $key"/>
    <xsl:sequence select="
        if ($category = ('URL', 'EMAIL', 'NUMBER', 'IMPLICIT', 'CITATION')) then $key
        else distinct-values(($key, $bare,
              if (matches($bare, '&#9;.*\p{L}{3}$')) then ($bare || 's', $bare || '''s', $bare || '’s') else ()))"/>
  </xsl:function>

  <!-- [_GEODERIVATIONNAME-4_]: numbered per document and category, same string same number. -->
  <xsl:function name="teianon:placeholder" as="xs:string">
    <xsl:param name="element" as="element()"/>
    <xsl:param name="numbers" as="map(xs:string, xs:integer)"/>
    <xsl:variable name="person" as="element(tei:person)?" select="teianon:person($element)"/>
    <xsl:variable name="category" as="xs:string" select="teianon:reference-category($element)"/>
    <xsl:sequence select="
        if (exists($person)) then teianon:participant-placeholder($person)
        else '[_' || $teianon:long-forms($category)
             || (for $n in teianon:number-of($numbers, teianon:number-key($element)) return '-' || $n) || '_]'"/>
  </xsl:function>

  <!-- The documents of a tree (TEI and teiCorpus elements), in document order; once per tree. -->
  <xsl:function name="teianon:documents" as="element()*" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="$tree/descendant-or-self::*[self::tei:TEI or self::tei:teiCorpus]"/>
  </xsl:function>

  <!-- Where each document of a tree stands, by generate-id: how many TEI come before it in
       document order (its ancestors too), and its position in teianon:documents. One pass, once
       per tree: counting preceding::tei:TEI for each document read the whole corpus before it
       again (quadratic in a teiCorpus of many documents). -->
  <xsl:function name="teianon:document-places" as="map(xs:string, xs:integer+)" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:map>
      <xsl:iterate select="teianon:documents($tree)">
        <xsl:param name="tei" as="xs:integer" select="0"/>
        <xsl:param name="position" as="xs:integer" select="1"/>
        <xsl:map-entry key="generate-id(.)" select="$tei, $position"/>
        <xsl:next-iteration>
          <xsl:with-param name="tei" select="$tei + (if (self::tei:TEI) then 1 else 0)"/>
          <xsl:with-param name="position" select="$position + 1"/>
        </xsl:next-iteration>
      </xsl:iterate>
    </xsl:map>
  </xsl:function>

  <!-- count($element/preceding::tei:TEI), without the walk for a document. -->
  <xsl:function name="teianon:preceding-documents" as="xs:integer">
    <xsl:param name="element" as="element()"/>
    <xsl:variable name="place" as="xs:integer*" select="teianon:document-places(root($element))(generate-id($element))"/>
    <xsl:sequence select="(if (exists($place)) then $place[1] - count($element/ancestor::tei:TEI)
                           else count($element/preceding::tei:TEI))
                          + (if (exists($element/ancestor-or-self::tei:TEI)) then teianon:documents-before($element) else 0)"/>
  </xsl:function>

  <!-- The input document: trees made from it (the policy's result and what follows) no longer
       hold the documents the policy left out. -->
  <xsl:variable name="teianon:input" as="document-node()?" select="/"/>

  <!-- How many TEI documents of the file come before those of a tree (documents-before, or
       kept-before in a tree made after the policy's exclusions). -->
  <xsl:function name="teianon:documents-before" as="xs:integer">
    <xsl:param name="tree" as="node()"/>
    <xsl:sequence select="if ($kept-before ge 0 and not(root($tree) is $teianon:input)) then $kept-before
                          else $documents-before"/>
  </xsl:function>

  <!-- How many TEI documents a tree holds below its root (root//tei:TEI), or the file holds where
       the tree holds some of them (documents-in-file, kept-in-file); once per tree. -->
  <xsl:function name="teianon:document-count" as="xs:integer" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:variable name="given" as="xs:integer"
      select="if ($kept-in-file ge 0 and not(root($tree) is $teianon:input)) then $kept-in-file else $documents-in-file"/>
    <xsl:sequence select="if ($given ge 0) then $given else count($tree//tei:TEI)"/>
  </xsl:function>

  <!-- References of one document (a TEI, or the header of a teiCorpus), in document order. -->
  <xsl:function name="teianon:references" as="element()*" cache="yes">
    <xsl:param name="scope" as="element()"/>
    <xsl:variable name="candidates" as="element()*"
      select="if ($scope/self::tei:teiCorpus) then $scope/tei:teiHeader//(tei:name | tei:ref)
              else $scope//(tei:name | tei:ref)"/>
    <xsl:sequence select="$candidates[teianon:is-reference(.) or teianon:is-bare-addressing(.)]
                          [(ancestor::tei:TEI | ancestor::tei:teiCorpus)[last()] is $scope]"/>
  </xsl:function>

  <!-- The highest number that placeholders already in a document give each category, under the
       key '#' + category: [_OTHERNAME-3_] there makes the first new OTH reference number 4, so
       that no number of an earlier anonymisation comes to stand for another referent. Text and
       attributes (@lemma, percent-encoded pointers) are read; participant placeholders
       ([_MALE-PARTICIPANT-A04_]) carry no number and are not counted. -->
  <xsl:function name="teianon:used-numbers" as="map(xs:string, xs:integer)">
    <xsl:param name="scope" as="element()"/>
    <xsl:variable name="within" as="element()*" select="if ($scope/self::tei:teiCorpus) then $scope/tei:teiHeader else $scope"/>
    <!-- Most documents hold no placeholder yet: one search in all their text and one in all their
         attribute values, joined, rule that out before every node is looked at (which took as long
         as the rest of the replacement). -->
    <xsl:variable name="values" as="xs:string" select="string-join($within//@*, ' ')"/>
    <xsl:variable name="nodes" as="node()*" select="
        (if (some $e in $within satisfies contains(string($e), '[_')) then $within//text()[contains(., '[_')] else ()),
        (if (contains($values, '[_') or contains($values, '%5B_')) then $within//@*[contains(., '[_') or contains(., '%5B_')] else ())"/>
    <!-- A corpus anonymised before repeats its placeholders: each distinct value is read once. -->
    <xsl:variable name="found" as="xs:string*" select="
        for $value in distinct-values($nodes ! string(.)) ! replace(replace(., '%5B', '['), '%5D', ']')
        return analyze-string($value, '\[_([A-Z][A-Z_\-]*?)-([0-9]+)_\]')//fn:match ! (fn:group[@nr = 1] || '&#9;' || fn:group[@nr = 2])"/>
    <xsl:map>
      <xsl:for-each-group select="$found" group-by="teianon:category(substring-before(., '&#9;'))">
        <xsl:map-entry key="'#' || current-grouping-key()"
                       select="max(current-group() ! xs:integer(substring-after(., '&#9;')))"/>
      </xsl:for-each-group>
    </xsl:map>
  </xsl:function>

  <!-- The numbers a document starts from: those it uses already and, for the first document of
       a teiCorpus (or a corpus holding it), the numbers of the corpus's header, which is read with
       it (teianon.read.tei.corpus_headers_of): one referent, one number, across the two. A tree
       of a later document alone (one document at a time) starts after no header. -->
  <xsl:function name="teianon:inherited-numbers" as="map(xs:string, xs:integer)">
    <xsl:param name="scope" as="element()"/>
    <xsl:variable name="corpus" as="element(tei:teiCorpus)?" select="
        $scope/parent::tei:teiCorpus[tei:teiHeader]
              [exists(($scope/descendant-or-self::tei:TEI)[1] intersect (descendant::tei:TEI)[1])]
              [teianon:documents-before($scope) eq 0]"/>
    <xsl:sequence select="if (empty($corpus)) then teianon:used-numbers($scope)
        else let $used := teianon:used-numbers($scope)
             return fold-left(map:keys($used), teianon:numbering($corpus),
                              function($numbers as map(*), $key as xs:string) as map(*) {
                                map:put($numbers, $key, max(($numbers($key), $used($key))))
                              })"/>
  </xsl:function>

  <!-- Number every distinct unlinked reference per category, in order of first occurrence,
       after the numbers the document already uses. -->
  <xsl:function name="teianon:numbering" as="map(xs:string, xs:integer)" cache="yes">
    <xsl:param name="scope" as="element()"/>
    <xsl:sequence select="fold-left(
        teianon:references($scope)[empty(teianon:person(.))],
        teianon:inherited-numbers($scope),
        function($numbers as map(*), $reference as element()) as map(*) {
          let $key := teianon:number-key($reference),
              $counter := '#' || substring-before($key, '&#9;')
          return if (exists(teianon:number-of($numbers, $key))) then $numbers
                 else let $n := ($numbers($counter), 0)[1] + 1
                      return map:put(map:put($numbers, $key, $n), $counter, $n)
        })"/>
  </xsl:function>

</xsl:stylesheet>
