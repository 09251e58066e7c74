<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: new identifiers (mode teianon:ids), the last step of the corpus policy when it says
  "ids": {"rename": true, "prefix": "..."}, and by default where the file's ids carry a platform's
  id (the parameter hidden-json's "source-ids"); "rename": false keeps them.

  Identifiers can lead back to the source: a Twitter export names each post by its tweet id
  (xml:id="cmc_post_1043764753502486528"), a forum export by its message number, and either can
  be looked up on the platform. Renamed, they say only what kind of element they name and where
  it stands:
    - every xml:id and every plain @id (DOCC 2.1) becomes prefix + local name + "-" + its number
      among the elements of that name in the document, in document order: post-1, w-17, when-3;
      participants (person) become A01, A02, ... as in DOCC 2.1, so that their placeholders read
      [_MALE-PARTICIPANT-A04_]. In a file with several TEI documents, the k-th document's ids
      start with "d" + k + "." (its TEI element is "d" + k), so that they stay unique in the file.
    - every "#id" in any attribute follows its id (@who, @synch, @corresp, @target, @ref, @prev,
      multi-valued ones token by token). Exports often point by the bare platform number
      (ref="#1043796093786566656" for the post cmc_post_1043796093786566656): a pointer to the
      number (6 digits or more) of exactly one original id follows that id too. Any other "#..."
      that names no id of the file and holds a platform's id (a number of six digits or more, a
      key the file's ids carry) is dropped from pointer attributes (teianon:pointer-attributes):
      it can be followed nowhere and would keep the id. Any other pointer to nothing (#p1,
      resp="#transcriber" to a list of responsibilities elsewhere) holds nothing of the source
      and stays as written: nothing of the input is lost.
      The project's metadata (editor/@corresp="#x.e1", a ptr in encodingDesc, its idno) is the
      publisher's and keeps its values.
      Other attributes keep such values (rend="#ff0000" is a colour).
    - @n that repeats an original id, or the number of exactly one, becomes the new id; @n that
      is a number shared by several original ids is dropped. Any other @n stays.
  teianon's own ids (teianon, teianon-*) stay: resp="#teianon" keeps pointing to the tool.
  Pointers of the form file.xml#id (into other files) are not followed.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <xsl:mode name="teianon:ids" on-no-match="shallow-copy" on-multiple-match="fail"/>

  <!-- The platform ids the file's ids carry (teianon/replace/source_ids.py, in hidden-json). -->
  <xsl:variable name="teianon:source-ids" as="xs:string*" select="parse-json($hidden-json)?('source-ids')?*"/>
  <!-- [ids] rename = true or false decides; without it (or "source"), ids are renamed where they
       carry a platform's id. -->
  <xsl:variable name="teianon:rename-ids" as="xs:boolean"
    select="if ($teianon:policy?ids?rename instance of xs:boolean) then $teianon:policy?ids?rename
            else exists($teianon:source-ids)"/>
  <xsl:variable name="teianon:id-prefix" as="xs:string" select="string(($teianon:policy?ids?prefix, '')[1])"/>

  <xsl:function name="teianon:is-own-id" as="xs:boolean">
    <xsl:param name="id" as="xs:string"/>
    <xsl:sequence select="$id = 'teianon' or starts-with($id, 'teianon-')"/>
  </xsl:function>

  <!-- The renaming of one file:
         elements: generate-id of an element -> its new id
         ids:      original id -> new id (the first element that had it, where ids repeat)
         numbers:  a number (6 digits or more) inside original ids -> the new ids of those ids -->
  <xsl:function name="teianon:new-ids" as="map(xs:string, map(*))">
    <xsl:param name="root" as="node()"/>
    <xsl:variable name="documents" as="element(tei:TEI)*" select="$root//tei:TEI[empty(ancestor::tei:TEI)]"/>
    <xsl:variable name="several" as="xs:boolean" select="teianon:document-count($root) gt 1"/>
    <xsl:variable name="named" as="element()*" select="$root//*[(@xml:id, @id)[not(teianon:is-own-id(.))]]"/>
    <xsl:variable name="entries" as="map(xs:string, xs:string)*">
      <!-- Elements outside every TEI document (a teiCorpus header) form the group ''. -->
      <xsl:for-each-group select="$named" group-by="(ancestor-or-self::tei:TEI[last()] ! generate-id(.), '')[1]">
        <xsl:variable name="document" as="element(tei:TEI)?" select="ancestor-or-self::tei:TEI[last()]"/>
        <xsl:variable name="number" as="xs:integer?"
          select="if ($several and exists($document))
                  then index-of($documents ! generate-id(.), generate-id($document))[1] + teianon:documents-before($root) else ()"/>
        <xsl:variable name="scope" as="xs:string" select="$teianon:id-prefix || (if (exists($number)) then 'd' || $number || '.' else '')"/>
        <xsl:for-each-group select="current-group()" group-by="local-name()">
          <xsl:for-each select="current-group()">
            <xsl:map>
              <xsl:map-entry key="generate-id(.)" select="
                  if (exists($number) and . is $document) then $teianon:id-prefix || 'd' || $number
                  else if (self::tei:person) then $scope || 'A' || format-number(position(), '00')
                  else $scope || local-name() || '-' || position()"/>
            </xsl:map>
          </xsl:for-each>
        </xsl:for-each-group>
      </xsl:for-each-group>
    </xsl:variable>
    <xsl:variable name="elements" as="map(xs:string, xs:string)" select="map:merge($entries)"/>
    <xsl:sequence select="map{
        'elements': $elements,
        'ids': map:merge(for $e in $named, $id in ($e/@xml:id, $e/@id)[not(teianon:is-own-id(.))]
                         return map{string($id): $elements(generate-id($e))}, map{'duplicates': 'use-first'}),
        'numbers': map:merge(for $e in $named, $id in ($e/@xml:id, $e/@id)[not(teianon:is-own-id(.))],
                                 $n in (: translate first: a regular expression for every id is slow :)
                                       $id[contains(translate(., '0123456789', '##########'), '######')]
                                       ! tokenize(string(.), '[^0-9]+')[string-length(.) ge 6]
                             return map{$n: $elements(generate-id($e))}, map{'duplicates': 'combine'})}"/>
  </xsl:function>

  <xsl:template match="@xml:id | @id" mode="teianon:ids" priority="3">
    <xsl:param name="renaming" as="map(xs:string, map(*))" tunnel="yes"/>
    <xsl:choose>
      <xsl:when test="teianon:is-own-id(.)">
        <xsl:copy/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="$renaming?elements(generate-id(..))"/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- An idno that is a platform's id becomes "source-" and its number among them. -->
  <xsl:template match="tei:idno[normalize-space() = $teianon:source-ids][not(teianon:is-project-metadata(.))]" mode="teianon:ids">
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="#current"/>
      <xsl:value-of select="$teianon:id-prefix || 'source-' || index-of($teianon:source-ids, normalize-space())[1]"/>
    </xsl:copy>
  </xsl:template>

  <!-- The platform's keys among them (a number, a Reddit id, a link's key: a digit in it, or a
       capital after its first letter), not the names that ids hold, which are references. -->
  <xsl:variable name="teianon:source-keys" as="xs:string*" select="$teianon:source-ids[matches(., '\d|^.+\p{Lu}')]"/>

  <!-- A platform's key in the text of a source record (an analytic's title or ref: "Submission
       t3_1x8q4kz", "Datensatz lscLB") becomes what its idno becomes, word by word (letters and
       digits make a word). A reference around it (a NUMBER) is replaced as before. -->
  <xsl:template match="tei:sourceDesc//text()[exists($teianon:source-keys)][not(teianon:is-project-metadata(.))]
                       [some $word in tokenize(., '[^\p{L}\p{N}]+') satisfies $word = $teianon:source-keys]"
                mode="teianon:ids">
    <xsl:analyze-string select="." regex="[\p{{L}}\p{{N}}]+">
      <xsl:matching-substring>
        <xsl:value-of select="if (. = $teianon:source-keys)
                              then $teianon:id-prefix || 'source-' || index-of($teianon:source-ids, .)[1] else ."/>
      </xsl:matching-substring>
      <xsl:non-matching-substring>
        <xsl:value-of select="."/>
      </xsl:non-matching-substring>
    </xsl:analyze-string>
  </xsl:template>

  <!-- The new id an original id, or the number of exactly one original id, stands for. -->
  <xsl:function name="teianon:renamed" as="xs:string?">
    <xsl:param name="renaming" as="map(xs:string, map(*))"/>
    <xsl:param name="id" as="xs:string"/>
    <xsl:sequence select="($renaming?ids($id), $renaming?numbers($id)[count($renaming?numbers($id)) eq 1])[1]"/>
  </xsl:function>

  <xsl:template match="@n" mode="teianon:ids" priority="2">
    <xsl:param name="renaming" as="map(xs:string, map(*))" tunnel="yes"/>
    <xsl:variable name="value" as="xs:string" select="normalize-space()"/>
    <xsl:choose>
      <xsl:when test="exists(teianon:renamed($renaming, $value))">
        <xsl:attribute name="n" select="teianon:renamed($renaming, $value)"/>
      </xsl:when>
      <xsl:when test="map:contains($renaming?numbers, $value)"/>
      <xsl:otherwise>
        <xsl:next-match/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A pointer to nothing that holds no platform id (#p1, #u12, #transcriber) stays as written:
       it cannot lead to the source, and dropping it would lose the encoder's markup. One that
       holds a long number or, as a word of its own, an id the file's ids carry goes. (A name in
       it that the file replaces is replaced there before: named-pointers, hidden.xsl.) -->
  <xsl:variable name="teianon:folded-source-ids" as="xs:string*" select="$teianon:source-ids ! lower-case(.)"/>
  <xsl:function name="teianon:holds-no-source-id" as="xs:boolean">
    <xsl:param name="fragment" as="xs:string"/>
    <xsl:variable name="folded" as="xs:string" select="lower-case($fragment)"/>
    <xsl:sequence select="not(matches($fragment, '[0-9]{6}'))
                          and not($folded = $teianon:folded-source-ids)
                          and not(tokenize($folded, '[^\p{L}\p{N}]+') = $teianon:folded-source-ids)"/>
  </xsl:function>

  <xsl:template match="@*[contains(., '#')]" mode="teianon:ids" priority="1">
    <xsl:param name="renaming" as="map(xs:string, map(*))" tunnel="yes"/>
    <xsl:variable name="pointers" as="xs:boolean" select="teianon:is-pointer-attribute(.)"/>
    <!-- The project's metadata keeps a pointer that names no id (editor/@corresp="#x.e1" to a
         list of editors elsewhere): it is the publisher's. -->
    <xsl:variable name="keeps" as="xs:boolean" select="not($pointers) or teianon:is-project-metadata(.)"/>
    <xsl:variable name="values" as="xs:string*" select="
        for $token in tokenize(normalize-space(.))
        return if (not(starts-with($token, '#')) or string-length($token) eq 1) then $token
               else if (exists(teianon:renamed($renaming, substring($token, 2)))) then '#' || teianon:renamed($renaming, substring($token, 2))
               else if (teianon:is-own-id(substring($token, 2)) or $keeps or teianon:holds-no-source-id(substring($token, 2))) then $token
               else ()"/>
    <xsl:if test="exists($values)">
      <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="string-join($values, ' ')"/>
    </xsl:if>
  </xsl:template>

</xsl:stylesheet>
